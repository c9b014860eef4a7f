// Signers filling in a signature request (issue 46 "The client's review"): each spouse reads only
// their own fields, in reading order; agrees to sign electronically first; signs (typed or
// drawn), initials and types text in their own fields only, once each; their dates take the day
// of their first signature; the request counts signers done and is `signed` when both are. A
// signer may decline with a reason, which closes it for both. Staff never sign; another client or
// firm finds nothing; the trail holds each step with the caller's address.
import { describe, expect, it } from 'vitest';
import {
  fieldDate,
  REQUEST_SIGNING_MESSAGES as SAY,
  type RequestSigningDto,
} from '@portico/common/signature-requests/request-signing';
import {
  ESIGN_CONSENT_REQUIRED,
  ESIGN_DISCLOSURE_VERSION,
} from '@portico/common/signing/esign-consent';
import { CAPTURE_MESSAGES } from '@portico/common/signing/signature-capture';
import { DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { relativeUrl, useHttpWithBlobs } from '../../../test/support/blob-http';
import { sentRequest } from '../../../test/support/signature-requests';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const consent = { disclosure_version: ESIGN_DISCLOSURE_VERSION };

async function couple() {
  const request = await sentRequest(testApi(), http);
  return {
    ...request,
    ida: await testApi().asUser(request.primaryId, DEMO_FIRM_ID),
    eli: await testApi().asUser(request.spouseId, DEMO_FIRM_ID),
  };
}

describe('signing a signature request', () => {
  it('each spouse fills in their own fields and the request is signed when both have', async () => {
    const { id, name, ida, eli, partner } = await couple();
    const state = (await ida.get(`signature_requests/${id}/signing`)).body as RequestSigningDto;
    expect(state.fields.map((f) => [f.id, f.value])).toEqual([
      ['ida-sig', null],
      ['ida-date', null],
      ['ida-title', null],
    ]);
    expect(state).toMatchObject({
      consent: { given: false },
      others: [{ done: false }],
      declined: null,
      pages: [{ page: 1 }, { page: 2 }, { page: 3 }],
    });
    const file = await ida.get(`signature_requests/${id}/file`);
    expect(file.status).toBe(200);
    expect((await http().get(relativeUrl(file.body.url))).headers['content-type']).toBe(
      'application/pdf',
    );

    // Late in the evening west of UTC: her own day is the day before the server's.
    const herDay = new Date(testApi().clock.now().getTime() - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const typed = { method: 'typed', text: 'Ida Signing', local_date: herDay };
    const early = await ida.post(`signature_requests/${id}/fields/ida-sig/fill`, typed);
    expect([early.status, early.body.error]).toEqual([403, ESIGN_CONSENT_REQUIRED]);
    expect((await ida.post(`signature_requests/${id}/esign_consent`, consent)).status).toBe(200);

    // Not hers, not fillable, not the kind, not empty.
    const others = await ida.post(`signature_requests/${id}/fields/eli-sig/fill`, typed);
    expect([others.status, others.body.error]).toEqual([403, SAY.notYours]);
    const date = await ida.post(`signature_requests/${id}/fields/ida-date/fill`, typed);
    expect([date.status, date.body.error]).toEqual([400, SAY.dateField]);
    const asText = await ida.post(`signature_requests/${id}/fields/ida-sig/fill`, {
      method: 'text',
      text: 'x',
    });
    expect([asText.status, asText.body.error]).toEqual([400, SAY.wrongKind]);
    const blank = await ida.post(`signature_requests/${id}/fields/ida-sig/fill`, {
      method: 'typed',
      text: ' ',
    });
    expect([blank.status, blank.body.error]).toEqual([400, CAPTURE_MESSAGES.typedRequired]);
    const noText = await ida.post(`signature_requests/${id}/fields/ida-title/fill`, {
      method: 'text',
      text: '',
    });
    expect([noText.status, noText.body.error]).toEqual([400, SAY.textRequired]);

    const signed = await ida.post(`signature_requests/${id}/fields/ida-sig/fill`, typed);
    expect(signed.body).toEqual({ signer_done: false, all_signed: false });
    const twice = await ida.post(`signature_requests/${id}/fields/ida-sig/fill`, typed);
    expect([twice.status, twice.body.error]).toEqual([409, SAY.filled]);
    const title = await ida.post(`signature_requests/${id}/fields/ida-title/fill`, {
      method: 'text',
      text: 'Trustee 👩‍⚖️ 受託者',
    });
    expect(title.body).toEqual({ signer_done: true, all_signed: false });

    const after = (await ida.get(`signature_requests/${id}/signing`)).body as RequestSigningDto;
    expect(after.fields.map((f) => [f.id, f.value?.text])).toEqual([
      ['ida-sig', 'Ida Signing'],
      ['ida-date', fieldDate(herDay)],
      ['ida-title', 'Trustee 👩‍⚖️ 受託者'],
    ]);
    expect((await partner.get(`signature_requests/${id}`)).body).toMatchObject({
      status: 'sent',
      signatures: { done: 1, total: 2 },
    });

    // Eli: his own two, drawn and typed; then it is signed.
    const his = (await eli.get(`signature_requests/${id}/signing`)).body as RequestSigningDto;
    expect(his.fields.map((f) => f.id)).toEqual(['eli-init', 'eli-sig']);
    expect(his.others).toEqual([{ name: expect.stringContaining('Ida'), done: true }]);
    await eli.post(`signature_requests/${id}/esign_consent`, consent);
    await eli.post(`signature_requests/${id}/fields/eli-init/fill`, {
      method: 'typed',
      text: 'ES',
    });
    const last = await eli.post(`signature_requests/${id}/fields/eli-sig/fill`, {
      method: 'drawn',
      image: DRAWN,
    });
    expect(last.body).toEqual({ signer_done: true, all_signed: true });
    expect((await partner.get(`signature_requests/${id}`)).body).toMatchObject({
      status: 'signed',
      signatures: { done: 2, total: 2 },
    });
    const told = await (await testApi().as('full')).get('notifications');
    expect(JSON.stringify(told.body)).toContain(`${name} (Form 8821, 2025) is signed by everyone`);
    const drawn = (await eli.get(`signature_requests/${id}/signing`)).body as RequestSigningDto;
    expect(drawn.fields.find((f) => f.id === 'eli-sig')?.value).toEqual({
      method: 'drawn',
      text: '',
      image: DRAWN,
    });
    const closed = await ida.post(`signature_requests/${id}/fields/ida-sig/fill`, typed);
    expect([closed.status, closed.body.error]).toEqual([409, SAY.closed]);

    const trail = await partner.get(`signature_requests/${id}/signing_trail`);
    const events = (trail.body.events as { event: string; form_name: string | null }[]).map(
      (e) => e.event,
    );
    expect(events.filter((e) => e === 'signed')).toHaveLength(3);
    expect(events).toEqual(expect.arrayContaining(['sent', 'opened', 'consented', 'filled']));
  });

  it('a signer declines with a reason, and the request takes nothing more from anyone', async () => {
    const { id, ida, eli, partner } = await couple();
    const noReason = await eli.post(`signature_requests/${id}/decline`, { reason: '  ' });
    expect([noReason.status, noReason.body.error]).toEqual([400, SAY.reasonRequired]);
    const control = await eli.post(`signature_requests/${id}/decline`, { reason: 'a\u0007b' });
    expect(control.status).toBe(400);
    const declined = await eli.post(`signature_requests/${id}/decline`, {
      reason: 'The address on page 1 is wrong.\nPlease correct it.',
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.message).toBe(SAY.declinedToast);
    const staffView = (await partner.get(`signature_requests/${id}`)).body;
    expect(staffView.declined).toMatchObject({
      by: expect.stringContaining('Eli'),
      reason: 'The address on page 1 is wrong.\nPlease correct it.',
    });
    await ida.post(`signature_requests/${id}/esign_consent`, consent);
    const fill = await ida.post(`signature_requests/${id}/fields/ida-sig/fill`, {
      method: 'typed',
      text: 'Ida',
    });
    expect([fill.status, fill.body.error]).toEqual([409, SAY.declined]);
    const again = await ida.post(`signature_requests/${id}/decline`, { reason: 'Me too' });
    expect([again.status, again.body.error]).toEqual([409, SAY.declined]);
    const told = await (await testApi().as('full')).get('notifications');
    expect(JSON.stringify(told.body)).toContain('declined to sign');
    expect(JSON.stringify(told.body)).toContain('The address on page 1 is wrong.');
    const seen = (await ida.get(`signature_requests/${id}/signing`)).body as RequestSigningDto;
    expect(seen.declined?.reason).toContain('address');
    const events = (await partner.get(`signature_requests/${id}/signing_trail`)).body.events as {
      event: string;
      detail: string;
    }[];
    expect(events.find((e) => e.event === 'declined')?.detail).toContain('address');
  });

  it('staff never sign, and another client or firm finds nothing', async () => {
    const { id } = await couple();
    const typed = { method: 'typed', text: 'Someone Else' };
    for (const [role, status] of [
      ['partner', 403],
      ['clientOneEntity', 404],
      ['otherFirmPartner', 404],
    ] as const) {
      const caller = await testApi().as(role);
      const res = await caller.post(`signature_requests/${id}/fields/ida-sig/fill`, typed);
      expect(res.status, role).toBe(status);
      expect((await caller.get(`signature_requests/${id}/signing`)).status, role).toBe(status);
      expect((await caller.post(`signature_requests/${id}/decline`, { reason: 'No' })).status).toBe(
        status,
      );
    }
    // The trail is the firm's: a signer reads none of it.
    const { ida } = await couple();
    expect((await ida.get(`signature_requests/${id}/signing_trail`)).status).toBe(403);
  });
});
