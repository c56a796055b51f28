import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCustomerTokens } from '../../../lib/tokens';
import { renderApp } from '../../../test/renderApp';
import { memberFixture, profileFixture } from '../../../test/customerFixtures';
import { fail, fakeApi, ok, type FakeHandler } from '../../../test/fakeApi';

// The page is a lazy route: load it up front, outside the tests' waits.
import './CareProfilePage';
import './ProfilePage';

configure({ asyncUtilTimeout: 3000 });

const path = `/care-profile/${memberFixture.id}`;
const profileUrl = `/customer/familyMember/careProfile/${memberFixture.id}`;
const viewsUrl = `/customer/familyMember/careProfileViews/${memberFixture.id}`;
const metforminId = '0b6a2f3c-1d2e-4f50-8a9b-0c1d2e3f4a5b';

const saved = {
  familyMemberId: memberFixture.id,
  updatedAt: '2026-11-20T04:30:00.000Z',
  profile: {
    conditions: ['Type 2 diabetes'],
    medicines: [{ id: metforminId, name: 'Metformin', dose: '500 mg', times: ['08:00', '20:00'] }],
    allergies: [],
    mobility: 'walker-or-stick',
    diet: null,
    emergencyContacts: [],
    doctor: null,
    school: null,
    notes: null,
  },
};

function api(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /customer/auth/getCustomerProfile': ok(profileFixture),
    'GET /customer/familyMember/getFamilyMembers': ok([memberFixture]),
    [`GET ${profileUrl}`]: ok(saved),
    // As the server answers: every medicine with an id.
    [`PUT ${profileUrl}`]: ({ body }) => {
      const sent = body as typeof saved.profile;
      const medicines = sent.medicines.map((m, i) => ({
        ...m,
        id: m.id ?? `${i}${metforminId.slice(1)}`,
      }));
      return ok({ ...saved, profile: { ...sent, medicines } }, 'Care profile saved');
    },
    [`GET ${viewsUrl}`]: ok([
      {
        viewedAt: '2026-11-21T05:00:00.000Z',
        viewerKind: 'Provider',
        viewerName: 'Meera Nair',
        bookingId: '9a1b2c3d-0000-4000-8000-000000000001',
        reason: null,
      },
    ]),
    'GET /customer/booking/getCustomerBookings': ok([]),
    [`GET /customer/circle/getCircle/${memberFixture.id}`]: ok([]),
    ...routes,
  });
}

async function openPage() {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Care profile for Lakshmi Iyer' });
  await screen.findByLabelText(/^Conditions/);
  return view;
}

beforeEach(() => {
  setCustomerTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CareProfilePage', () => {
  it('is reached from the family list on the profile page', async () => {
    api();
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('link', { name: 'Care profile of Lakshmi Iyer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Care profile for Lakshmi Iyer' }),
    ).toBeInTheDocument();
  });

  it('shows the saved profile and who outside the family read it', async () => {
    api();
    await openPage();
    expect(screen.getByLabelText(/^Conditions/)).toHaveValue('Type 2 diabetes');
    expect(screen.getByLabelText(/Moving about/)).toHaveValue('walker-or-stick');
    const medicine = screen.getByRole('group', { name: 'Medicine 1' });
    expect(within(medicine).getByLabelText('Medicine')).toHaveValue('Metformin');
    expect(within(medicine).getByLabelText('Times')).toHaveValue('08:00, 20:00');
    // The last card's field says what it is for, rather than repeating its heading.
    expect(screen.getByLabelText(/^Notes for the caregiver/)).toHaveValue('');
    const readers = screen.getByRole('region', { name: 'Who has read it' });
    expect(await within(readers).findByText('Meera Nair')).toBeInTheDocument();
    expect(within(readers).getByText(/Caregiver/)).toBeInTheDocument();
    expect(within(readers).getByText('21 Nov 2026, 10:30 am')).toBeInTheDocument();
  });

  it('saves what was typed as the API takes it, keeping a medicine its id', async () => {
    const { requestsTo } = api();
    const { user } = await openPage();
    await user.type(screen.getByLabelText(/Allergies/), 'Penicillin{enter}Peanuts');
    await user.click(screen.getByRole('button', { name: 'Add a medicine' }));
    const second = screen.getByRole('group', { name: 'Medicine 2' });
    await user.type(within(second).getByLabelText('Medicine'), 'Vitamin D');
    await user.type(within(second).getByLabelText('Times'), '9:00');
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    await user.type(within(contact).getByLabelText('Name'), 'Ravi Iyer');
    await user.type(within(contact).getByLabelText('Relation'), 'Son');
    await user.type(within(contact).getByLabelText('Mobile number'), '98123 45678');
    await user.click(screen.getByRole('button', { name: 'Save care profile' }));

    expect(await screen.findByText('Care profile saved')).toBeInTheDocument();
    const [sent] = requestsTo('PUT', profileUrl);
    expect(sent?.body).toMatchObject({
      conditions: ['Type 2 diabetes'],
      allergies: ['Penicillin', 'Peanuts'],
      mobility: 'walker-or-stick',
      medicines: [
        { id: metforminId, name: 'Metformin', dose: '500 mg', times: ['08:00', '20:00'] },
        { name: 'Vitamin D', dose: null, times: ['09:00'] },
      ],
      emergencyContacts: [{ name: 'Ravi Iyer', relation: 'Son', mobile: '9812345678' }],
      doctor: null,
      school: null,
    });
    expect((sent?.body as { medicines: object[] }).medicines[1]).not.toHaveProperty('id');
  });

  it("checks with the API's own rules and sends nothing while something is wrong", async () => {
    const { requestsTo } = api();
    const { user } = await openPage();
    const medicine = screen.getByRole('group', { name: 'Medicine 1' });
    const times = within(medicine).getByLabelText('Times');
    await user.clear(times);
    await user.type(times, '25:00');
    await user.click(screen.getByRole('button', { name: 'Add a contact' }));
    await user.click(screen.getByRole('button', { name: 'Save care profile' }));

    expect(await screen.findByText('Use a time as HH:MM, e.g. 08:30')).toBeInTheDocument();
    expect(times).toHaveAccessibleDescription(expect.stringContaining('Use a time as HH:MM'));
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    expect(within(contact).getByText("Enter the contact's name")).toBeInTheDocument();
    expect(requestsTo('PUT', profileUrl)).toHaveLength(0);
  });

  it("shows the server's reason when saving fails, and keeps what was typed", async () => {
    api({ [`PUT ${profileUrl}`]: fail(400, 'At most 20 medicines', 'VALIDATION') });
    const { user } = await openPage();
    await user.type(screen.getByLabelText(/^Conditions/), '{enter}Asthma');
    await user.click(screen.getByRole('button', { name: 'Save care profile' }));
    expect(await screen.findByText('At most 20 medicines')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Conditions/)).toHaveValue('Type 2 diabetes\nAsthma');
  });

  it('says so when the person is not in the family', async () => {
    api({ 'GET /customer/familyMember/getFamilyMembers': ok([]) });
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('This family member was not found.');
  });
});
