import type { FastifyInstance } from 'fastify';
import { signIn, type SignedIn } from '../../test/auth.ts';
import { multipartForm, pdfPart, pngPart, type FilePart } from '../../test/files.ts';

/** Helpers the admin module's tests share: sellers registered through the real routes. */

export const providerDetails = {
  name: 'Meera Nair',
  email: 'meera.nair@example.in',
  gender: 'Female',
  dob: '1990-06-15',
  address: '4 Lake View Road, Kochi',
  pincode: '682001',
};

export const companyDetails = {
  companyName: 'Sunrise Care Pvt Ltd',
  email: 'hello@sunrisecare.example.in',
  address: '12 MG Road, Bengaluru',
  pincode: '560001',
  gst: '',
};

export interface RegisteredProvider extends SignedIn {
  govtIdUploadId: string;
  certificationUploadId: string;
}

/** A provider who signed in and completed the profile with both documents: PENDING. */
export async function registerProvider(
  app: FastifyInstance,
  options: { name?: string; govtID?: FilePart; certification?: FilePart; user?: SignedIn } = {},
): Promise<RegisteredProvider> {
  // An existing user submits again (a resubmission puts the provider back to PENDING).
  const user = options.user ?? (await signIn(app, 'Provider'));
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/provider/auth/completeProviderProfile',
    headers: user.auth,
    payload: multipartForm(
      { ...providerDetails, name: options.name ?? providerDetails.name },
      {
        govtID: options.govtID ?? pngPart(),
        certification: options.certification ?? pdfPart(),
      },
    ) as unknown as Record<string, unknown>,
  });
  if (res.statusCode !== 200) throw new Error(`completeProviderProfile failed: ${res.body}`);
  const { govtID, certification } = res.json().data;
  return { ...user, govtIdUploadId: govtID.id, certificationUploadId: certification.id };
}

/** A company that signed in and completed its profile: PENDING. */
export async function registerCompany(
  app: FastifyInstance,
  companyName = companyDetails.companyName,
): Promise<SignedIn> {
  const user = await signIn(app, 'Company');
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/company/auth/completeCompanyProfile',
    headers: user.auth,
    payload: { ...companyDetails, companyName },
  });
  if (res.statusCode !== 200) throw new Error(`completeCompanyProfile failed: ${res.body}`);
  return user;
}

/** The operator: ADMIN_MOBILES defaults to this number. */
export const signInAdmin = (app: FastifyInstance) => signIn(app, 'Admin', '9000000001');
