import { CURRICULUM_MODULE_IDS } from '@common/catalog/curriculum';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { createVerifier } from 'fast-jwt';
import jsonld from 'jsonld';
import { createPublicKey } from 'node:crypto';
import { localDocumentLoader, openBadgesCredentialSchema } from '../../../test/credential-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedUpBrowser, type TestBrowser } from '../../../test/test-browser';
import { subscribe } from '../../../test/billing-fixtures';
import { issueCertificate, identityHashOf } from './certificate-issue';
import { issueProgramCertificateIfDone } from './program-certificate';
import { STATUS_LIST_SIZE, statusListBit } from './status-list';

// Conformance of the signed credentials (ADR 047): Open Badges 3.0 on VC 2.0, checked with tools
// other than the ones that make them: the published OBv3 JSON Schema (ajv), JSON-LD safe-mode
// expansion (jsonld) against the published contexts, and a second JWT library (fast-jwt) for the
// signature. Certificates are issued through the same function a completed module calls.

let t: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  t = await createTestApp();
  await t.startWorkers();
  const signedUp = await signedUpBrowser(t.app, { name: 'Grace Admin' });
  await t.database.pool.query("update users set role = 'admin' where id = $1", [signedUp.user.id]);
  admin = signedUp.browser;
});
afterAll(() => t.close());

async function issue(userId: string, moduleId: string, kind: 'module' | 'program' = 'module') {
  const row = await t.database.db.transaction((tx) =>
    issueCertificate(tx, { userId, kind, moduleId, title: `Title of ${moduleId}`, hours: 8, now: new Date() }),
  );
  return row!;
}

/** The public key a JWS header's `kid` names, fetched from that URL (as a verifier would), as PEM for fast-jwt. */
async function publicKeyPem(jwt: string): Promise<string> {
  const { kid } = JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()) as { kid: string };
  expect(kid.startsWith(`${t.config.publicOrigin}/api/public/credential-keys/`)).toBe(true);
  const response = await t.app.inject({ method: 'GET', url: new URL(kid).pathname });
  expect(response.headers['content-type']).toContain('application/jwk+json');
  const jwk = response.json();
  expect(jwk).not.toHaveProperty('d');
  return createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
}

async function verifiedPayload(jwt: string): Promise<Record<string, unknown>> {
  const verify = createVerifier({ key: await publicKeyPem(jwt), algorithms: ['EdDSA'] });
  return verify(jwt) as Record<string, unknown>;
}

const validateSchema = (() => {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(openBadgesCredentialSchema);
})();

async function expandSafely(document: Record<string, unknown>) {
  return jsonld.expand(document, { documentLoader: localDocumentLoader, safe: true } as Parameters<typeof jsonld.expand>[1]);
}

async function statusList(url: string) {
  const response = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/vc+jwt');
  return (await verifiedPayload(response.body)) as { type: string[]; credentialSubject: { encodedList: string; statusPurpose: string; type: string } } & Record<
    string,
    unknown
  >;
}

describe('credentials', () => {
  it('hashes an e-mail identity as Open Badges specifies (its own example vector)', () => {
    expect(identityHashOf('a@example.com', 'Kosher')).toBe('sha256$b5809d8a92f8858436d7e6b87c12ebc0ae1eac4baecc2c0b913aee2c922ef399');
  });

  it('signs an Open Badges 3.0 credential that passes the published schema, JSON-LD safe mode and a second JWT library', async () => {
    const { browser, user, account } = await signedUpBrowser(t.app, { name: 'Mary Jackson' });
    const certificate = await issue(user.id, 'creative-intelligence');
    const download = (await browser.get(`/api/learning/certificates/${certificate.id}/credential`)).json();
    const { jwt, credential } = download as { jwt: string; credential: Record<string, unknown> };

    // the signature, with fast-jwt and only the key the header names
    const payload = await verifiedPayload(jwt);
    const { iss, jti, sub, nbf, ...signed } = payload;
    expect(signed).toEqual(credential);
    const subject = credential.credentialSubject as Record<string, unknown> & { identifier: { identityHash: string; salt: string }[] };
    expect({ iss, jti, sub, nbf }).toEqual({
      iss: (credential.issuer as { id: string }).id,
      jti: credential.id,
      sub: subject.id,
      nbf: Math.floor(Date.parse(credential.validFrom as string) / 1000),
    });
    const [head, body, signature] = jwt.split('.');
    const tampered = Buffer.from(JSON.stringify({ ...payload, credentialSubject: { ...subject, name: 'Someone Else' } })).toString('base64url');
    const verify = createVerifier({ key: await publicKeyPem(jwt), algorithms: ['EdDSA'] });
    expect(() => verify(`${head}.${tampered}.${signature}`)).toThrow(/signature/i);
    expect(body).toBeTruthy();

    // the shape the schema and VC 2.0 ask for
    expect(credential['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
    expect(credential).not.toHaveProperty('issuanceDate');
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(subject).toMatchObject({
      type: ['AchievementSubject'],
      name: 'Mary Jackson',
      achievement: { type: ['Achievement'], name: expect.any(String), description: expect.any(String), criteria: { narrative: expect.any(String) } },
    });
    const [identity] = subject.identifier;
    expect(identity).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true });
    expect(identity!.identityHash).toBe(identityHashOf(account.email, identity!.salt));
    expect(JSON.stringify(credential)).not.toContain(account.email);

    expect(validateSchema(credential), JSON.stringify(validateSchema.errors)).toBe(true);
    const expanded = await expandSafely(credential);
    expect(JSON.stringify(expanded)).toContain('https://www.w3.org/ns/credentials/status#BitstringStatusListEntry');
    expect(JSON.stringify(expanded)).toContain('https://purl.imsglobal.org/spec/vc/ob/vocab.html#IdentityObject');
  });

  it('the checks fail a credential shaped as before (VC 1.1 dates, a private status type, no subject identity)', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const certificate = await issue(user.id, 'skit-studio');
    const { credential } = (await browser.get(`/api/learning/certificates/${certificate.id}/credential`)).json();
    const old = {
      ...credential,
      issuanceDate: credential.validFrom,
      validFrom: undefined,
      credentialSubject: { ...credential.credentialSubject, id: undefined, identifier: undefined },
    };
    delete old.validFrom;
    expect(validateSchema(old)).toBe(false);
    await expect(
      expandSafely({ ...credential, credentialStatus: { id: 'https://example.org/s', type: 'ReelwrightCertificateStatus', reelwrightState: 'valid' } }),
    ).rejects.toThrow();
  });

  it('publishes revocation in a signed 16 KB bitstring status list; an admin undoes it with a reason; page and list agree after each change, each an audit row', async () => {
    const { browser, user } = await signedUpBrowser(t.app);
    const first = await issue(user.id, 'temporal-engine');
    const second = await issue(user.id, 'omni-topical');
    expect(second.statusListIndex).not.toBe(first.statusListIndex);
    const { credential } = (await browser.get(`/api/learning/certificates/${first.id}/credential`)).json();
    const entry = credential.credentialStatus as { type: string; statusPurpose: string; statusListIndex: string; statusListCredential: string; id: string };
    expect(entry).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(first.statusListIndex % STATUS_LIST_SIZE),
    });
    expect(entry.id).toBe(`${entry.statusListCredential}#${entry.statusListIndex}`);
    const bit = Number(entry.statusListIndex);

    const agree = async (expected: 'valid' | 'revoked') => {
      const list = await statusList(entry.statusListCredential);
      expect(list.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
      expect(list.credentialSubject).toMatchObject({ type: 'BitstringStatusList', statusPurpose: 'revocation' });
      const verification = (await t.app.inject({ method: 'GET', url: `/api/public/certificates/${first.id}` })).json();
      expect(verification.status).toBe(expected);
      expect(verification.credentialStatus).toEqual({
        statusListCredential: entry.statusListCredential,
        statusListIndex: entry.statusListIndex,
        statusPurpose: 'revocation',
      });
      expect(statusListBit(list.credentialSubject.encodedList, bit)).toBe(expected === 'revoked');
      // the neighbour is untouched
      expect(statusListBit(list.credentialSubject.encodedList, Number(second.statusListIndex % STATUS_LIST_SIZE))).toBe(false);
      return list;
    };
    const before = await agree('valid');
    expect(before.credentialSubject.encodedList.startsWith('u')).toBe(true);
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(Buffer.from(before.credentialSubject.encodedList.slice(1), 'base64url'))).toHaveLength(STATUS_LIST_SIZE / 8);
    const { iss: _iss, jti: _jti, nbf: _nbf, ...listCredential } = before; // the JWT claims mirror the credential; VC-JOSE-COSE's credential is the rest
    expect(JSON.stringify(await expandSafely(listCredential))).toContain('https://www.w3.org/ns/credentials/status#BitstringStatusList');

    expect((await browser.post(`/api/admin/learning/certificates/${first.id}/reinstate`, { reason: 'not mine to undo' })).statusCode).toBe(403);
    expect((await admin.post(`/api/admin/learning/certificates/${first.id}/reinstate`, { reason: 'Nothing to undo' })).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/learning/certificates/${first.id}/revoke`, { reason: 'Quiz answers were shared' })).statusCode).toBe(200);
    await agree('revoked');
    const reinstated = await admin.post(`/api/admin/learning/certificates/${first.id}/reinstate`, { reason: 'The appeal showed the work was their own' });
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json()).toMatchObject({ revokedAt: null, revokedReason: null });
    await agree('valid');
    expect((await admin.post(`/api/admin/learning/certificates/${first.id}/reinstate`, { reason: 'x' })).statusCode).toBe(400);

    const { changes } = (await admin.get(`/api/admin/learning/certificates/${first.id}/status-changes`)).json();
    expect(changes.map((c: { action: string; reason: string }) => [c.action, c.reason])).toEqual([
      ['revoked', 'Quiz answers were shared'],
      ['reinstated', 'The appeal showed the work was their own'],
    ]);
    expect((await browser.get(`/api/admin/learning/certificates/${first.id}/status-changes`)).statusCode).toBe(403);
  });

  it('keeps a deleted account certificate revoked in the list, and never gives its index to another', async () => {
    const { user } = await signedUpBrowser(t.app);
    const certificate = await issue(user.id, 'neuro-motivation');
    const { rows } = await t.database.pool.query('select status_list_index from certificates where id = $1', [certificate.id]);
    const { deleteLearningRowsOfUser } = await import('./user-data-repository');
    await deleteLearningRowsOfUser(t.database.db, user.id, new Date());
    const list = await statusList(`${t.config.publicOrigin}/api/public/credential-status/0`);
    expect(statusListBit(list.credentialSubject.encodedList, rows[0].status_list_index)).toBe(true);
    const other = await signedUpBrowser(t.app);
    const next = await issue(other.user.id, 'neuro-motivation');
    expect(next.statusListIndex).toBeGreaterThan(rows[0].status_list_index);
  });

  it('issues the program certificate once all seven modules are certified, once however often the event comes, with its own credential and page', async () => {
    const { browser, user } = await signedUpBrowser(t.app, { name: 'Annie Easley' });
    for (const moduleId of CURRICULUM_MODULE_IDS.slice(0, 6)) await issue(user.id, moduleId);
    expect(await issueProgramCertificateIfDone(t.database.db, user.id, new Date())).toBeUndefined();
    await issue(user.id, CURRICULUM_MODULE_IDS[6]!);
    // the seventh certificate's event reaches learning's subscriber (a worker): the program certificate follows
    const programOf = async () =>
      ((await browser.get('/api/learning/certificates')).json().certificates as { kind: string; id: string; moduleTitle: string; hours: number }[]).find(
        (c) => c.kind === 'program',
      );
    await expect.poll(programOf, { timeout: 20_000, interval: 200 }).toBeTruthy();
    const program = (await programOf())!;
    expect(program).toMatchObject({ moduleTitle: 'Reelwright Certified Creator', hours: 56 });
    expect(await issueProgramCertificateIfDone(t.database.db, user.id, new Date())).toBeUndefined();
    const { rows } = await t.database.pool.query("select count(*)::int as n from certificates where user_id = $1 and kind = 'program'", [user.id]);
    expect(rows[0].n).toBe(1);

    const verification = (await t.app.inject({ method: 'GET', url: `/api/public/certificates/${program.id}` })).json();
    expect(verification).toMatchObject({ status: 'valid', certificate: { kind: 'program', moduleTitle: 'Reelwright Certified Creator' } });
    const { jwt, credential } = (await browser.get(`/api/learning/certificates/${program.id}/credential`)).json();
    expect(await verifiedPayload(jwt)).toMatchObject({ credentialSubject: { achievement: { name: 'Reelwright Certified Creator' } } });
    expect(validateSchema(credential), JSON.stringify(validateSchema.errors)).toBe(true);
    await expandSafely(credential);
  });

  it("shows a Business owner each member's progress and certificates and their PDFs; anyone else gets 404", async () => {
    const owner = await signedUpBrowser(t.app, { name: 'Team Owner' });
    await subscribe(owner.browser, 'business');
    const member = await signedUpBrowser(t.app, { name: 'Christine Darden' });
    expect((await owner.browser.post('/api/billing/team/invitations', { email: member.account.email })).statusCode).toBe(201);
    const { rows } = await t.database.pool.query(
      "select data from pgboss.job where name = 'mail.send' and data->>'to' = $1 and data->>'link' like '%invite=%'",
      [member.account.email],
    );
    const token = new URL(rows[0].data.link).searchParams.get('invite');
    expect((await member.browser.post('/api/billing/team/accept', { token })).statusCode).toBe(204);
    const certificate = await issue(member.user.id, 'creative-intelligence');

    const { members } = (await owner.browser.get('/api/learning/team/members')).json();
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ userId: member.user.id, name: 'Christine Darden', certificates: [{ id: certificate.id }] });
    expect(members[0].modules).toHaveLength(7);
    const detail = await owner.browser.get(`/api/learning/team/members/${member.user.id}`);
    expect(detail.statusCode).toBe(200);
    const pdf = await owner.browser.get(`/api/learning/team/members/${member.user.id}/certificates/${certificate.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // a stranger, a stranger with their own Business team, and the member themselves asking about the owner: all 404
    const stranger = await signedUpBrowser(t.app);
    const otherOwner = await signedUpBrowser(t.app);
    await subscribe(otherOwner.browser, 'business');
    for (const asker of [stranger.browser, otherOwner.browser]) {
      expect((await asker.get(`/api/learning/team/members/${member.user.id}`)).statusCode).toBe(404);
      expect((await asker.get(`/api/learning/team/members/${member.user.id}/certificates/${certificate.id}/pdf`)).statusCode).toBe(404);
    }
    expect((await member.browser.get(`/api/learning/team/members/${owner.user.id}`)).statusCode).toBe(404);
    // the owner asking for a certificate that is not this member's: 404
    const strangers = await issue(stranger.user.id, 'creative-intelligence');
    expect((await owner.browser.get(`/api/learning/team/members/${member.user.id}/certificates/${strangers.id}/pdf`)).statusCode).toBe(404);
    expect((await otherOwner.browser.get('/api/learning/team/members')).json().members).toEqual([]);
  });
});
