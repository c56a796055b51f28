import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, fail, ok, type FakeHandler } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { bookingDetail, ids, signInOperator, supportOperator } from './adminFixtures';
import { careRecord } from './careRecordFixtures';

const readPath = '/admin/booking/readCareRecord/:bookingId';

function api(read: FakeHandler = ok(careRecord())) {
  signInOperator();
  return fakeApi({
    'GET /admin/auth/getOperator': ok(supportOperator),
    'GET /admin/booking/getBookingDetail/:id': ok(bookingDetail()),
    [`POST ${readPath}`]: read,
  });
}

async function openDialog() {
  const { user } = renderApp(`/admin/bookings/${ids.booking}`);
  const section = within(await screen.findByRole('region', { name: 'Care record' }));
  expect(section.getByText(/health data/)).toBeInTheDocument();
  await user.click(section.getByRole('button', { name: 'Read care record…' }));
  const dialog = within(await screen.findByRole('dialog', { name: /care record/ }));
  return { user, section, dialog };
}

describe('a booking’s care record in the console', () => {
  it('is not read until the operator asks; the button opens the reason dialog', async () => {
    const fake = api();
    const { dialog } = await openDialog();
    expect(dialog.getByLabelText('Reason')).toBeInTheDocument();
    expect(dialog.getByText(/The family will see that you read it/)).toBeInTheDocument();
    expect(fake.requestsTo('POST', readPath)).toHaveLength(0);
  });

  it('refuses a short reason with the schema’s message and sends nothing', async () => {
    const fake = api();
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Reason'), 'checking');
    await user.click(dialog.getByRole('button', { name: 'Read care record' }));
    expect(
      await dialog.findByText(
        'Give the reason for reading this care record (at least 10 characters)',
      ),
    ).toBeInTheDocument();
    expect(fake.requestsTo('POST', readPath)).toHaveLength(0);
  });

  it('sends the reason and shows the profile and the journal', async () => {
    const fake = api();
    const { user, section, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Reason'), '  Family complaint about missed medicine  ');
    await user.click(dialog.getByRole('button', { name: 'Read care record' }));

    await waitFor(() => expect(fake.requestsTo('POST', readPath)).toHaveLength(1));
    const sent = fake.requestsTo('POST', readPath)[0]!;
    expect(sent.params).toEqual({ bookingId: ids.booking });
    expect(sent.body).toEqual({ reason: 'Family complaint about missed medicine' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const profile = within(section.getByRole('region', { name: 'Care profile of Shanta Rao' }));
    expect(profile.getByText('Diabetes, Arthritis')).toBeInTheDocument();
    expect(profile.getByText('Metformin (500 mg) at 08:00, 20:00')).toBeInTheDocument();
    expect(profile.getByText('Penicillin')).toBeInTheDocument();
    expect(profile.getByText('Uses a walker or stick')).toBeInTheDocument();
    expect(profile.getByText('Ravi Rao (Son), 9876500000')).toBeInTheDocument();
    expect(profile.getByText(/Dr Mehta, 9876511111 · City Clinic/)).toBeInTheDocument();

    const journal = within(section.getByRole('region', { name: 'Journal by Kavita Sharma' }));
    const first = within(journal.getByRole('listitem', { name: 'Tue, 1 Dec, 2026' }));
    // 03:30 and 12:30 UTC are 09:00 and 18:00 in India.
    expect(first.getByText('Checked in 09:00 am · checked out 06:00 pm')).toBeInTheDocument();
    expect(first.getByText('Mood: Calm')).toBeInTheDocument();
    expect(first.getByText(/Lunch \(ate half: Rice and dal\)/)).toBeInTheDocument();
    const medicines = within(first.getByRole('list', { name: 'Medicines' }));
    expect(medicines.getByText('given')).toBeInTheDocument();
    expect(medicines.getByText('not given')).toBeInTheDocument();
    expect(
      first.getByText(/BP 130\/85 mmHg · sugar 140 mg\/dL · pulse 72\/min/),
    ).toBeInTheDocument();
    expect(first.getByText(/corrected \(1 earlier version\)/)).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Photo 1 of the entry' })).toHaveAttribute(
      'src',
      'https://files.example/journal/204.jpg?expires=1&signature=abc',
    );
    const second = within(journal.getByRole('listitem', { name: 'Wed, 2 Dec, 2026' }));
    expect(second.getByText('No check-in · no check-out')).toBeInTheDocument();
    expect(second.getByText('No journal entry.')).toBeInTheDocument();

    // Reading again asks for a new reason, and is sent (and recorded) again.
    await user.click(section.getByRole('button', { name: 'Read care record again…' }));
    const again = within(await screen.findByRole('dialog', { name: /care record/ }));
    expect(again.getByLabelText('Reason')).toHaveValue('');
    expect(fake.requestsTo('POST', readPath)).toHaveLength(1);
  });

  it('says so when the booking’s family has no care profile', async () => {
    api(ok(careRecord({ profile: null })));
    const { user, section, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Reason'), 'Caregiver asked about allergies');
    await user.click(dialog.getByRole('button', { name: 'Read care record' }));
    expect(await section.findByText('No care profile.')).toBeInTheDocument();
  });

  it('shows the API’s refusal in the dialog', async () => {
    api(fail(403, 'Only operators may read care records', 'FORBIDDEN'));
    const { user, section, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Reason'), 'Family complaint about missed medicine');
    await user.click(dialog.getByRole('button', { name: 'Read care record' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Only operators may read care records',
    );
    expect(section.queryByRole('region', { name: /Care profile of/ })).not.toBeInTheDocument();
  });
});
