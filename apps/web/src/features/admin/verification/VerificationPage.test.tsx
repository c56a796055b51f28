import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setOperatorTokens } from '../../../lib/tokens';
import { fail, fakeApi, ok, type FakeRequest } from '../../../test/fakeApi';
import { fakeJwt } from '../../../test/fakeJwt';
import { renderApp } from '../../../test/renderApp';

const operatorId = 'a7c1f6a2-2c43-4d0e-9a55-3b1f0c2d9e01';
const submittedAt = '2026-11-24T05:00:00.000Z';
const resubmittedAt = '2026-11-24T06:15:00.000Z';

const meera = {
  type: 'Provider',
  id: '3f1e2d3c-0000-4000-8000-000000000001',
  name: 'Meera Nair',
  gender: 'Female',
  dob: '1990-06-15',
  mobile: '9876500001',
  email: 'meera@example.in',
  address: '4 Lake View Road, Kochi',
  pincode: '682001',
  verificationStatus: 'PENDING',
  rejectionReason: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: submittedAt,
  submittedAt,
  cancellationsByCaregiver: 0,
  documents: [
    {
      id: '3f1e2d3c-0000-4000-8000-0000000000a1',
      kind: 'govtID',
      mimeType: 'image/png',
      sizeBytes: 120_000,
      uploadedAt: submittedAt,
    },
    {
      id: '3f1e2d3c-0000-4000-8000-0000000000a2',
      kind: 'certification',
      mimeType: 'application/pdf',
      sizeBytes: 2_400_000,
      uploadedAt: submittedAt,
    },
  ],
};

const page = (sellers: object[]) =>
  ok({ sellers, pagination: { page: 1, limit: 10, total: sellers.length, totalPages: 1 } });

function signInOperator() {
  setOperatorTokens({ accessToken: fakeJwt({ sub: operatorId, ut: 'Admin' }), refreshToken: 'r' });
}

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

describe('the verification page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    // jsdom has no object URLs; the page makes one per document it shows.
    let made = 0;
    URL.createObjectURL = () => `blob:document-${++made}`;
    URL.revokeObjectURL = () => undefined;
    signInOperator();
  });
  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  function api(extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
    return fakeApi({
      'GET /admin/auth/getOperator': ok({
        id: operatorId,
        mobile: '9000000002',
        role: 'support',
        refundLimitPaise: 500_000,
      }),
      'GET /admin/verification/getSellers': ({ query }: FakeRequest) =>
        page(query.type === 'Provider' && query.status === 'PENDING' ? [meera] : []),
      'GET /admin/verification/document/:uploadId': ok({ bytes: 'stand-in' }),
      ...extra,
    });
  }

  it("shows each waiting seller's details and documents inline, fetched with the operator's token", async () => {
    const fake = api();
    renderApp('/admin/verification');

    const card = await screen.findByRole('article', { name: 'Meera Nair' });
    expect(within(card).getByText('9876500001')).toBeInTheDocument();
    expect(within(card).getByText('4 Lake View Road, Kochi')).toBeInTheDocument();
    expect(within(card).getByText('1990-06-15')).toBeInTheDocument();

    const image = await within(card).findByRole('img', { name: 'Government ID of Meera Nair' });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:document-/));
    const pdf = await within(card).findByTitle('Certification of Meera Nair');
    expect(pdf.tagName).toBe('IFRAME');
    await waitFor(() => expect(pdf.getAttribute('src')).toMatch(/^blob:document-/));
    const documents = fake.requestsTo('GET', '/admin/verification/document/:uploadId');
    expect(documents.map((r) => r.params.uploadId).sort()).toEqual(
      meera.documents.map((d) => d.id),
    );
    for (const request of documents) {
      expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    }
    expect(fake.requestsTo('GET', '/admin/verification/getSellers')[0]?.query).toMatchObject({
      type: 'Provider',
      status: 'PENDING',
    });
  });

  it('switches between kinds and statuses with the tabs', async () => {
    const fake = api();
    const { user } = renderApp('/admin/verification');
    await screen.findByRole('article', { name: 'Meera Nair' });

    await user.click(screen.getByRole('tab', { name: 'Companies' }));
    expect(await screen.findByText('Nobody is waiting for verification.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Companies', selected: true })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Verified' }));
    expect(await screen.findByText('No one here yet.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.requestsTo('GET', '/admin/verification/getSellers').at(-1)?.query).toMatchObject({
        type: 'Company',
        status: 'VERIFIED',
      }),
    );
  });

  it('approves naming the submission reviewed', async () => {
    let approved = false;
    const fake = api({
      'GET /admin/verification/getSellers': () => page(approved ? [] : [meera]),
      'PATCH /admin/verification/verifySeller/:type/:id': () => {
        approved = true;
        return ok({ ...meera, verificationStatus: 'VERIFIED' }, 'Provider verified');
      },
    });
    const { user } = renderApp('/admin/verification');
    await user.click(await screen.findByRole('button', { name: 'Approve Meera Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Meera Nair?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Provider verified')).toBeInTheDocument();
    const [sent] = fake.requestsTo('PATCH', '/admin/verification/verifySeller/:type/:id');
    expect(sent?.params).toEqual({ type: 'Provider', id: meera.id });
    expect(sent?.body).toEqual({ submittedAt });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Meera Nair' })).not.toBeInTheDocument(),
    );
  });

  it('rejects only with a reason, which is sent with the submission reviewed', async () => {
    const fake = api({
      'PATCH /admin/verification/rejectSeller/:type/:id': () =>
        ok({ ...meera, verificationStatus: 'REJECTED' }, 'Provider rejected'),
    });
    const { user } = renderApp('/admin/verification');
    await user.click(await screen.findByRole('button', { name: 'Reject Meera Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Meera Nair?' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('The reason must be at least 10 characters'),
    ).toBeInTheDocument();
    expect(fake.requestsTo('PATCH', '/admin/verification/rejectSeller/:type/:id')).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('Reason'),
      'The ID photo is blurred; upload a clear scan.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Provider rejected')).toBeInTheDocument();
    const [sent] = fake.requestsTo('PATCH', '/admin/verification/rejectSeller/:type/:id');
    expect(sent?.body).toEqual({
      reason: 'The ID photo is blurred; upload a clear scan.',
      submittedAt,
    });
  });

  it('says clearly when the seller sent something new meanwhile (409), and shows it', async () => {
    let resubmitted = false;
    api({
      'GET /admin/verification/getSellers': () =>
        page([resubmitted ? { ...meera, submittedAt: resubmittedAt } : meera]),
      'PATCH /admin/verification/verifySeller/:type/:id': () => {
        resubmitted = true;
        return fail(
          409,
          'This seller sent new details or documents while you were deciding. Review what they sent, then decide again.',
          'CONFLICT',
        );
      },
    });
    const { user } = renderApp('/admin/verification');
    await user.click(await screen.findByRole('button', { name: 'Approve Meera Nair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Meera Nair?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/sent new details or documents while you were deciding/);
    expect(alert).toHaveTextContent('The list now shows what they sent.');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const card = screen.getByRole('article', { name: 'Meera Nair' });
    // The new submission's time (06:15 UTC is 11:45 in India).
    expect(await within(card).findByText(/11:45/)).toBeInTheDocument();
  });
});
