import type { MailMessage } from '../../providers/mail/index';

/**
 * The free guide every new lead gets. Its text is fixed: nothing a visitor typed goes into it, so
 * the opt-in form cannot be used to send someone else a message of the sender's choosing.
 */
export function guideMail(options: { to: string; origin: string }): MailMessage {
  const link = `${options.origin}/director-chair`;
  const steps = [
    '1. Describe what you sell in one sentence: who it is for and the result they get.',
    '2. Pick a visual style that matches where the ad will run (cinematic for YouTube, anime or pixar for TikTok).',
    '3. Open with a hook in the first second: a question, a bold number or a before/after.',
    '4. Keep it to 10 to 20 seconds and end on one clear call to action.',
    '5. Post it, watch the first 48 hours, and remake the winner in two more styles.',
  ];
  const intro = 'Here is your free guide to making ad-ready short videos with AI. Five steps:';
  const outro = 'Make your first video free, no card needed:';
  return {
    to: options.to,
    subject: 'Your free guide: viral ad videos in about a minute',
    link,
    text: `Hi,\n\n${intro}\n\n${steps.join('\n')}\n\n${outro}\n${link}\n\nThe Reelwright team\n`,
    html:
      `<p>Hi,</p><p>${intro}</p><ol>${steps.map((s) => `<li>${s.slice(3)}</li>`).join('')}</ol>` +
      `<p>${outro} <a href="${link}">${link}</a></p><p>The Reelwright team</p>`,
  };
}
