import { deriveUsername } from './username';

describe('deriveUsername', () => {
  it.each([
    ['Ada.Lovelace@studio.com', 'adalovelace'],
    ['mo_salah+ads@x.io', 'mosalahads'],
    ['ZOË-42@x.io', 'zo42'],
    ['+@x.io', ''],
  ])('%s → %j', (email, username) => expect(deriveUsername(email)).toBe(username));
});
