import { useSearch } from 'wouter';
import { SharedVideoView } from '../components/shared-video-view';

/** Any protected screen opened with `?shareToken=`: only that shared project, read-only. */
export default function SharedProjectPage() {
  const token = new URLSearchParams(useSearch()).get('shareToken') ?? '';
  return <SharedVideoView token={token} readOnlyNote />;
}
