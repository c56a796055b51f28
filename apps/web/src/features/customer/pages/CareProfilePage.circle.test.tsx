import type { CircleMember } from '@care/shared';
import { configure, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setCustomerTokens } from '../../../lib/tokens';
import { preloadPages, renderApp } from '../../../test/renderApp';
import { fakeId, memberFixture, profileFixture } from '../../../test/customerFixtures';
import { fail, fakeApi, ok, type FakeHandler } from '../../../test/fakeApi';
import { journalFixture } from '../journal/journalFixtures';

beforeAll(() => preloadPages(['care-profile/:memberId']));
configure({ asyncUtilTimeout: 3000 });

const path = `/care-profile/${memberFixture.id}`;
const profileUrl = `/customer/familyMember/careProfile/${memberFixture.id}`;
const circleUrl = `/customer/circle/getCircle/${memberFixture.id}`;
const careDataUrl = `/customer/familyMember/careData/${memberFixture.id}`;

const savedProfile = {
  familyMemberId: memberFixture.id,
  updatedAt: '2026-11-20T04:30:00.000Z',
  profile: {
    conditions: ['Type 2 diabetes'],
    medicines: [],
    allergies: [],
    mobility: null,
    diet: null,
    emergencyContacts: [],
    doctor: null,
    school: null,
    notes: null,
  },
};
const emptyProfile = { familyMemberId: memberFixture.id, updatedAt: null, profile: null };

const ravi: CircleMember = {
  id: fakeId('c-ravi'),
  mobile: '9812345678',
  name: 'Ravi Iyer',
  joined: true,
  invitedAt: '2026-11-21T05:00:00.000Z',
};
const priya: CircleMember = {
  id: fakeId('c-priya'),
  mobile: '9823456789',
  name: null,
  joined: false,
  invitedAt: '2026-11-22T05:00:00.000Z',
};

/** A circle the fake API keeps, so the list after an invite or a removal shows the change. */
function circleStore(initial: CircleMember[]): Record<string, FakeHandler> {
  let circle = [...initial];
  return {
    [`GET ${circleUrl}`]: () => ok(circle),
    'POST /customer/circle/invite': ({ body }) => {
      const { mobile } = body as { mobile: string };
      const id = fakeId(`c-${mobile}`);
      circle = [...circle, { id, mobile, name: null, joined: false, invitedAt: ravi.invitedAt }];
      return ok({ id }, 'Invitation sent');
    },
    'DELETE /customer/circle/remove/:id': ({ params }) => {
      circle = circle.filter((relative) => relative.id !== params.id);
      return ok({ id: params.id }, 'Removed');
    },
  };
}

function api(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /customer/auth/getCustomerProfile': ok(profileFixture),
    'GET /customer/familyMember/getFamilyMembers': ok([memberFixture]),
    [`GET ${profileUrl}`]: ok(savedProfile),
    [`GET /customer/familyMember/careProfileViews/${memberFixture.id}`]: ok([]),
    ...circleStore([ravi, priya]),
    ...routes,
  });
}

async function openPage() {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Care profile for Lakshmi Iyer' });
  await screen.findByText('Ravi Iyer');
  return view;
}

const circleSection = () => screen.getByRole('region', { name: 'Family circle' });
const dataSection = () => screen.getByRole('region', { name: 'Care data' });

beforeEach(() => {
  setCustomerTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

describe('the family circle on the care profile page', () => {
  it('lists the relatives, joined or only invited, and says what they can see', async () => {
    api();
    await openPage();
    const circle = circleSection();
    expect(circle).toHaveTextContent(
      "Relatives you invite can see Lakshmi Iyer's bookings, check-ins and care journal, read only, and get a daily SMS summary.",
    );
    const [first, second] = within(circle).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ravi Iyer9812345678 · Joined');
    expect(second).toHaveTextContent('9823456789Invited, not signed in yet');
  });

  it('checks the mobile with the shared rule before inviting, then invites', async () => {
    const { requestsTo } = api();
    const { user } = await openPage();
    const circle = circleSection();
    const mobile = within(circle).getByLabelText("Relative's mobile number");
    await user.type(mobile, '12345');
    await user.click(within(circle).getByRole('button', { name: 'Invite a relative' }));
    expect(
      await within(circle).findByText('Enter a valid 10-digit Indian mobile number'),
    ).toBeInTheDocument();
    expect(requestsTo('POST', '/customer/circle/invite')).toHaveLength(0);

    await user.clear(mobile);
    await user.type(mobile, '+91 98765 01234');
    await user.click(within(circle).getByRole('button', { name: 'Invite a relative' }));
    expect(await screen.findByText('9876501234 was invited')).toBeInTheDocument();
    expect(requestsTo('POST', '/customer/circle/invite')[0]?.body).toEqual({
      familyMemberId: memberFixture.id,
      mobile: '9876501234',
    });
    expect(await within(circle).findByText('9876501234')).toBeInTheDocument();
    expect(mobile).toHaveValue('');
  });

  it("shows the server's reason when the invite is refused", async () => {
    api({
      'POST /customer/circle/invite': fail(409, 'This relative is already in the circle'),
    });
    const { user } = await openPage();
    const circle = circleSection();
    await user.type(within(circle).getByLabelText("Relative's mobile number"), '9812345678');
    await user.click(within(circle).getByRole('button', { name: 'Invite a relative' }));
    expect(await within(circle).findByRole('alert')).toHaveTextContent(
      'This relative is already in the circle',
    );
  });

  it('asks before removing a relative, and removes only when agreed', async () => {
    const { requestsTo } = api();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Remove Ravi Iyer' }));
    let ask = await screen.findByRole('alertdialog', {
      name: "Remove Ravi Iyer? They will stop seeing Lakshmi Iyer's care at once.",
    });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', '/customer/circle/remove/:id')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Ravi Iyer' }));
    ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ravi Iyer was removed')).toBeInTheDocument();
    expect(requestsTo('DELETE', '/customer/circle/remove/:id')[0]?.path).toBe(
      `/customer/circle/remove/${ravi.id}`,
    );
    await vi.waitFor(() => expect(within(circleSection()).queryByText('Ravi Iyer')).toBeNull());
    expect(within(circleSection()).getByText('9823456789')).toBeInTheDocument();
  });
});

/** What saveFile() handed the browser: the file and the name it is saved under. */
function captureDownloads() {
  const files: Blob[] = [];
  const names: string[] = [];
  // jsdom has no object URLs: stand them in for this test only.
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (file: Blob) => {
    files.push(file);
    return `blob:test/${files.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { files, names };
}

describe('the care data rights on the care profile page', () => {
  const exported = {
    exportedAt: '2026-12-04T06:00:00.000Z',
    member: { id: memberFixture.id, name: memberFixture.name, age: 72, gender: 'Female' },
    profile: savedProfile.profile,
    profileViews: [],
    circle: [{ mobile: ravi.mobile, invitedAt: ravi.invitedAt, removedAt: null }],
    journals: [journalFixture()],
  };

  it('downloads everything kept as a JSON file', async () => {
    const { requestsTo } = api({ [`GET ${careDataUrl}`]: ok(exported) });
    const downloads = captureDownloads();
    const { user } = await openPage();
    await user.click(within(dataSection()).getByRole('button', { name: 'Download care data' }));
    await vi.waitFor(() =>
      expect(downloads.names).toEqual(['care-data-lakshmi-iyer-2026-12-04.json']),
    );
    expect(requestsTo('GET', careDataUrl)).toHaveLength(1);
    const [file] = downloads.files;
    expect(file?.type).toBe('application/json');
    const saved = JSON.parse(await file!.text()) as typeof exported;
    expect(saved.member.name).toBe('Lakshmi Iyer');
    expect(saved.journals[0]?.days).toHaveLength(3);
  });

  it('says so when the download fails', async () => {
    api({ [`GET ${careDataUrl}`]: fail(500, 'boom') });
    captureDownloads();
    const { user } = await openPage();
    await user.click(within(dataSection()).getByRole('button', { name: 'Download care data' }));
    expect(await within(dataSection()).findByRole('alert')).toHaveTextContent(
      'The care data could not be downloaded. Please try again.',
    );
  });

  it('erases only after a confirm that says what goes and what is kept, then shows it empty', async () => {
    let erased = false;
    const { requestsTo } = api({
      [`GET ${profileUrl}`]: () => ok(erased ? emptyProfile : savedProfile),
      [`DELETE ${careDataUrl}`]: () => {
        erased = true;
        return ok({ profile: true, entries: 4, photos: 1, circle: 2, views: 3 });
      },
      [`GET ${circleUrl}`]: () => ok(erased ? [] : [ravi]),
    });
    const { user } = await openPage();
    expect(screen.getByLabelText(/^Conditions/)).toHaveValue('Type 2 diabetes');

    await user.click(within(dataSection()).getByRole('button', { name: 'Erase care data' }));
    let ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(
      "Erase Lakshmi Iyer's care data? The care profile, every journal entry and photo, the family circle and the record of who read the profile are deleted for good. Bookings and payment records are kept, as the law requires.",
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', careDataUrl)).toHaveLength(0);

    await user.click(within(dataSection()).getByRole('button', { name: 'Erase care data' }));
    ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Erase for good' }));
    expect(await screen.findByText("Lakshmi Iyer's care data was erased")).toBeInTheDocument();
    expect(requestsTo('DELETE', careDataUrl)).toHaveLength(1);
    await vi.waitFor(() => expect(screen.getByLabelText(/^Conditions/)).toHaveValue(''));
    expect(await within(circleSection()).findByText('No relatives invited yet.')).toBeVisible();
  });
});
