/**
 * Throwaway-inbox domains the opt-in form refuses (clarifications: at least the 100 most common).
 * A subdomain of one of these is refused too.
 */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  '0-mail.com', '0815.ru', '10mail.org', '10minemail.com', '10minutemail.co.uk', '10minutemail.com', '10minutemail.net',
  '1secmail.com', '1secmail.net', '1secmail.org', '20minutemail.com', '33mail.com', 'armyspy.com', 'binkmail.com',
  'bobmail.info', 'burnermail.io', 'byom.de', 'chammy.info', 'cool.fr.nf', 'courriel.fr.nf', 'crazymailing.com',
  'cuvox.de', 'dayrep.com', 'devnullmail.com', 'discard.email', 'discardmail.com', 'discardmail.de', 'dispostable.com',
  'dropmail.me', 'e4ward.com', 'einrot.com', 'emailfake.com', 'emailondeck.com', 'emailtemporario.com.br', 'emltmp.com',
  'fakeinbox.com', 'fakemail.net', 'fakemailgenerator.com', 'fleckens.hu', 'generator.email', 'getairmail.com',
  'getnada.com', 'grr.la', 'guerrillamail.biz', 'guerrillamail.com', 'guerrillamail.de', 'guerrillamail.info',
  'guerrillamail.net', 'guerrillamail.org', 'guerrillamailblock.com', 'gustr.com', 'harakirimail.com', 'inboxkitten.com',
  'incognitomail.org', 'jetable.fr.nf', 'jetable.org', 'jourrapide.com', 'kasmail.com', 'laafd.com', 'letthemeatspam.com',
  'linshiyouxiang.net', 'mail.tm', 'mailcatch.com', 'maildrop.cc', 'mailexpire.com', 'mailforspam.com', 'mailinater.com',
  'mailinator.com', 'mailinator.net', 'mailinator2.com', 'mailmoat.com', 'mailnesia.com', 'mailnull.com', 'mailpoof.com',
  'mailsac.com', 'mega.zik.dj', 'meltmail.com', 'minuteinbox.com', 'mintemail.com', 'moakt.com', 'mohmal.com',
  'moncourrier.fr.nf', 'monemail.fr.nf', 'monmail.fr.nf', 'mvrht.com', 'mytemp.email', 'nada.email', 'nomail.xl.cx',
  'nospam.ze.tc', 'notmailinator.com', 'nowmymail.com', 'objectmail.com', 'pokemail.net', 'proxymail.eu', 'rcpt.at',
  'reallymymail.com', 'rhyta.com', 'sharklasers.com', 'sofort-mail.de', 'sogetthis.com', 'spam4.me', 'spambog.com',
  'spambox.us', 'spamex.com', 'spamfree24.org', 'spamgourmet.com', 'spamgourmet.net', 'spamherelots.com',
  'spamthisplease.com', 'speed.1s.fr', 'spoofmail.de', 'superrito.com', 'suremail.info', 'teleworm.us', 'tempail.com',
  'tempemail.com', 'tempemail.net', 'tempinbox.com', 'tempmail.com', 'tempmail.dev', 'tempmail.net', 'tempmail.plus',
  'tempmailaddress.com', 'tempmailo.com', 'temp-mail.io', 'temp-mail.org', 'tempr.email', 'thisisnotmyrealemail.com',
  'throwawaymail.com', 'tmpeml.com', 'tmpmail.net', 'tmpmail.org', 'tradermail.info', 'trash-mail.com', 'trashmail.com',
  'trashmail.de', 'trashmail.me', 'trashmail.net', 'trbvm.com', 'txcct.com', 'veryrealemail.com', 'vjuum.com',
  'wegwerfemail.de', 'wegwerfmail.de', 'wegwerfmail.net', 'yomail.info', 'yopmail.com', 'yopmail.fr', 'yopmail.net',
  'zippymail.info',
]);
