import { OPT_IN_EMAIL_MESSAGES as M } from './opt-in-email';

/**
 * One table of inputs from every rule class and the message each must give (null: accepted). The
 * unit test, the API test and the browser test all run it, so the form and the server agree.
 */
export const OPT_IN_EMAIL_CASES: ReadonlyArray<readonly [input: string, message: string | null]> = [
  // required
  ['', M.required],
  ['   ', M.required],
  // format
  ['plainaddress', M.invalid],
  ['@missing-local.com', M.invalid],
  ['ada@', M.invalid],
  ['ada@nodot', M.invalid],
  ['ada lovelace@studio.io', M.invalid],
  ['ada@@studio.io', M.invalid],
  ['ada@studio.', M.invalid],
  [`${'a'.repeat(250)}@x.io`, M.invalid],
  // disposable domains
  ['ada@mailinator.com', M.disposable],
  ['ada@guerrillamail.com', M.disposable],
  ['ada@10minutemail.com', M.disposable],
  ['ada@yopmail.com', M.disposable],
  ['ada@temp-mail.org', M.disposable],
  ['ada@trashmail.com', M.disposable],
  ['ada@sharklasers.com', M.disposable],
  ['ada@inbox.mailinator.com', M.disposable],
  ['ADA@MailDrop.CC', M.disposable],
  // misspelt providers
  ['ada@gmial.com', M.misspelt('ada@gmail.com')],
  ['ada@gmai.com', M.misspelt('ada@gmail.com')],
  ['ada@gnail.com', M.misspelt('ada@gmail.com')],
  ['ada@gmail.co', M.misspelt('ada@gmail.com')],
  ['ada@gmail.con', M.misspelt('ada@gmail.com')],
  ['ada@yahooo.com', M.misspelt('ada@yahoo.com')],
  ['ada@yaho.com', M.misspelt('ada@yahoo.com')],
  ['ada@outlok.com', M.misspelt('ada@outlook.com')],
  ['ada@hotmial.com', M.misspelt('ada@hotmail.com')],
  ['ada@hotmal.com', M.misspelt('ada@hotmail.com')],
  ['ada@iclod.com', M.misspelt('ada@icloud.com')],
  ['ada@aol.co', M.misspelt('ada@aol.com')],
  [' Grace.Hopper@GMIAL.com ', M.misspelt('grace.hopper@gmail.com')],
  // placeholder hosts
  ['ada@example.com', M.placeholderHost],
  ['ada@example.org', M.placeholderHost],
  ['ada@example.net', M.placeholderHost],
  ['ada@test.com', M.placeholderHost],
  ['ada@domain.com', M.placeholderHost],
  ['ada@email.com', M.placeholderHost],
  // placeholder and all-digit local parts
  ['test@gmail.com', M.placeholderLocal],
  ['test1@gmail.com', M.placeholderLocal],
  ['demo123@outlook.com', M.placeholderLocal],
  ['fake@studio.io', M.placeholderLocal],
  ['spam@studio.io', M.placeholderLocal],
  ['asdf@studio.io', M.placeholderLocal],
  ['qwerty99@studio.io', M.placeholderLocal],
  ['temp@studio.io', M.placeholderLocal],
  ['abc@studio.io', M.placeholderLocal],
  ['xyz@studio.io', M.placeholderLocal],
  ['throwaway@studio.io', M.placeholderLocal],
  ['noreply@studio.io', M.placeholderLocal],
  ['1234567@gmail.com', M.placeholderLocal],
  // one-character local parts
  ['a@gmail.com', M.tooShortLocal],
  ['z@studio.io', M.tooShortLocal],
  // accepted
  ['ada.lovelace@gmail.com', null],
  ['  Ada.Lovelace@Studio.IO  ', null],
  ['testing.team@studio.io', null],
  ['demo.day@agency.co.uk', null],
  ['ab@fastmail.com', null],
  ['grace+ads@outlook.com', null],
  ['r2d2@icloud.com', null],
];
