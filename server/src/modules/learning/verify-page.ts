import { verificationPageText, type VerificationPageState } from '@common/verification-page';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { clientShellWithPageHead } from '../../http/client-assets';
import { previewTags, type PageHead } from '@common/page-head';
import { verifyCertificate } from './certificate-service';
import type { LearningDeps } from './learning-deps';

/** The certificate behind `/verify/{id}`, or why there is none (the JSON route's 404 and 410, as states). */
async function verificationState(deps: Pick<LearningDeps, 'db' | 'config'>, id: string): Promise<VerificationPageState> {
  try {
    return { kind: 'found', verification: await verifyCertificate(deps, id) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return { kind: 'not-found' };
    if (error instanceof AppError && error.code === 'CERTIFICATE_REMOVED') return { kind: 'removed' };
    throw error;
  }
}

/** Title, description and link-preview tags (Open Graph, Twitter card) of the page; text only, no image of the holder. */
function verificationPageHead(config: Pick<Config, 'publicOrigin'>, id: string, state: VerificationPageState): PageHead {
  const { title, description } = verificationPageText(state);
  const meta = previewTags({ title, description, url: `${config.publicOrigin}/verify/${encodeURIComponent(id)}` });
  // nothing to find at an id with no certificate behind it
  if (state.kind !== 'found') meta.push(['name', 'robots', 'noindex']);
  return { title, description, meta };
}

const STATUS: Record<VerificationPageState['kind'], number> = { found: 200, 'not-found': 404, removed: 410 };

/**
 * The HTML of `/verify/{id}`: the client's shell with the page's own head, and the status the JSON
 * answer has (404 for no such certificate, 410 for a removed one) so crawlers see the truth too.
 * Null when the client is not built.
 */
export async function renderVerificationPage(deps: Pick<LearningDeps, 'db' | 'config'>, id: string): Promise<{ status: number; html: string } | null> {
  const state = await verificationState(deps, id);
  const html = await clientShellWithPageHead(deps.config.clientDistDir, verificationPageHead(deps.config, id, state));
  return html === null ? null : { status: STATUS[state.kind], html };
}
