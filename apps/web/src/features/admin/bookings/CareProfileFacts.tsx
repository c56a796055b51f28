import type { CareProfile, MobilityLevel } from '@care/shared';
import type { ReactNode } from 'react';

const mobilityNames: Record<MobilityLevel, string> = {
  independent: 'Independent',
  'needs-some-help': 'Needs some help',
  'walker-or-stick': 'Uses a walker or stick',
  wheelchair: 'Wheelchair',
  bedridden: 'Bedridden',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500 uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** The care profile as the family keeps it: only what is filled in, in plain lines. */
export function CareProfileFacts({ profile }: { profile: CareProfile | null }) {
  if (!profile) return <p className="text-sm text-slate-600">No care profile.</p>;
  const p = profile;
  const empty =
    p.conditions.length + p.medicines.length + p.allergies.length + p.emergencyContacts.length ===
      0 && [p.mobility, p.diet, p.doctor, p.school, p.notes].every((value) => value === null);
  if (empty) return <p className="text-sm text-slate-600">The care profile is empty.</p>;
  return (
    <dl aria-label="Care profile" className="grid gap-3 text-sm sm:grid-cols-2">
      {p.conditions.length > 0 ? <Fact label="Conditions">{p.conditions.join(', ')}</Fact> : null}
      {p.allergies.length > 0 ? <Fact label="Allergies">{p.allergies.join(', ')}</Fact> : null}
      {p.medicines.length > 0 ? (
        <Fact label="Medicines">
          <ul className="list-disc pl-5">
            {p.medicines.map((medicine) => (
              <li key={medicine.id}>
                {medicine.name}
                {medicine.dose ? ` (${medicine.dose})` : ''} at {medicine.times.join(', ')}
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {p.mobility ? <Fact label="Mobility">{mobilityNames[p.mobility]}</Fact> : null}
      {p.diet ? <Fact label="Diet">{p.diet}</Fact> : null}
      {p.emergencyContacts.length > 0 ? (
        <Fact label="Emergency contacts">
          <ul>
            {p.emergencyContacts.map((contact) => (
              <li key={`${contact.name}-${contact.mobile}`}>
                {contact.name} ({contact.relation}), {contact.mobile}
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {p.doctor ? (
        <Fact label="Doctor">
          {p.doctor.name}, {p.doctor.mobile}
          {p.doctor.clinic ? ` · ${p.doctor.clinic}` : ''}
        </Fact>
      ) : null}
      {p.school ? (
        <Fact label="School">
          {p.school.name}
          {p.school.pickUpTime ? ` · pick-up at ${p.school.pickUpTime}` : ''}
          {p.school.pickUpBy ? ` by ${p.school.pickUpBy}` : ''}
          {p.school.notes ? <span className="block text-slate-600">{p.school.notes}</span> : null}
        </Fact>
      ) : null}
      {p.notes ? (
        <Fact label="Notes">
          <span className="whitespace-pre-line">{p.notes}</span>
        </Fact>
      ) : null}
    </dl>
  );
}
