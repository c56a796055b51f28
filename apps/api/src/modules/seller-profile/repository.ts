import { eq } from 'drizzle-orm';
import type { CompanyProfileEdit, ProviderProfileEdit } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { companies, providers } from '../../db/schema/index.ts';

type Verification = 'PENDING' | 'VERIFIED' | 'REJECTED';

const providerColumns = {
  id: providers.id,
  mobile: providers.mobile,
  name: providers.name,
  about: providers.about,
  certification: providers.certification,
  address: providers.address,
  pincode: providers.pincode,
  photo: providers.profileImage,
  verificationStatus: providers.verificationStatus,
  verificationNote: providers.verificationNote,
};

const companyColumns = {
  id: companies.id,
  mobile: companies.mobile,
  companyName: companies.companyName,
  about: companies.about,
  email: companies.email,
  address: companies.address,
  pincode: companies.pincode,
  gst: companies.gst,
  photo: companies.companyLogo,
  verificationStatus: companies.verificationStatus,
  verificationNote: companies.verificationNote,
};

export type ProviderProfileRow = Awaited<ReturnType<typeof findProvider>>;
export type CompanyProfileRow = Awaited<ReturnType<typeof findCompany>>;

/** The provider's profile; `lock` holds the row until the transaction ends. */
export async function findProvider(db: Executor, id: string, lock = false) {
  const query = db.select(providerColumns).from(providers).where(eq(providers.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findCompany(db: Executor, id: string, lock = false) {
  const query = db.select(companyColumns).from(companies).where(eq(companies.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function updateProvider(
  db: Executor,
  id: string,
  values: Partial<ProviderProfileEdit> & {
    verificationStatus?: Verification;
    profileImage?: string;
  },
) {
  const [row] = await db
    .update(providers)
    .set(values)
    .where(eq(providers.id, id))
    .returning(providerColumns);
  return row;
}

export async function updateCompany(
  db: Executor,
  id: string,
  values: Partial<CompanyProfileEdit> & {
    verificationStatus?: Verification;
    submittedAt?: Date;
    companyLogo?: string;
  },
) {
  const [row] = await db
    .update(companies)
    .set(values)
    .where(eq(companies.id, id))
    .returning(companyColumns);
  return row;
}
