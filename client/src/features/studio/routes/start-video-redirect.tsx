import { Redirect } from 'wouter';

/** /animation without an id (the not-found page's Create Video): the video maker. */
export default function StartVideoRedirect() {
  return <Redirect to="/video-maker" replace />;
}
