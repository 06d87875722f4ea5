/** The product's name as pages, link previews, certificates and mails give it. */
export const SITE_NAME = 'Reelwright';
