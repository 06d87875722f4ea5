import { useParams } from 'wouter';
import { SharedVideoView } from '../components/shared-video-view';

/** /share/{shareToken}: the shared video for anyone, signed in or not. */
export default function SharePage() {
  const { shareToken = '' } = useParams<{ shareToken: string }>();
  return <SharedVideoView token={shareToken} />;
}
