import { customerProfileSchema, type CustomerProfile } from '@care/shared';

/** What /profile's 'Edit Profile' link hands to /update_profile, so the form opens filled in. */
export interface UpdateProfileState {
  profile: CustomerProfile;
}

/** The handed-over profile, if the navigation state holds a well-formed one. */
export function profileFromState(state: unknown): CustomerProfile | null {
  const candidate = (state as Partial<UpdateProfileState> | null)?.profile;
  const parsed = customerProfileSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
