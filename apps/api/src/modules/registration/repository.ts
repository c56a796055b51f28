import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { CompanyProfileBody, ProviderProfileBody } from '@care/shared';
import type { Executor } from '../../db/client.ts';
import { companies, providers, uploads } from '../../db/schema/index.ts';

const providerColumns = {
  id: providers.id,
  mobile: providers.mobile,
  name: providers.name,
  email: providers.email,
  gender: providers.gender,
  dob: providers.dob,
  address: providers.address,
  pincode: providers.pincode,
  verificationStatus: providers.verificationStatus,
  govtIdUploadId: providers.govtIdUploadId,
  certificationUploadId: providers.certificationUploadId,
};

const companyColumns = {
  id: companies.id,
  mobile: companies.mobile,
  companyName: companies.companyName,
  email: companies.email,
  address: companies.address,
  pincode: companies.pincode,
  gst: companies.gst,
  verificationStatus: companies.verificationStatus,
};

const documentColumns = {
  id: uploads.id,
  kind: uploads.kind,
  mimeType: uploads.mimeType,
  sizeBytes: uploads.sizeBytes,
  storageKey: uploads.storageKey,
};

export async function findProvider(db: Executor, providerId: string) {
  const [row] = await db
    .select(providerColumns)
    .from(providers)
    .where(eq(providers.id, providerId));
  return row;
}

/** Locks the row, so two submissions of the same profile run one after the other. */
export async function lockProvider(db: Executor, providerId: string) {
  const [row] = await db
    .select(providerColumns)
    .from(providers)
    .where(eq(providers.id, providerId))
    .for('update');
  return row;
}

export interface NewUpload {
  kind: string;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  originalName: string | null;
}

export function insertProviderUploads(db: Executor, providerId: string, rows: NewUpload[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(uploads)
    .values(rows.map((row) => ({ ...row, ownerType: 'Provider' as const, ownerId: providerId })))
    .returning(documentColumns);
}

/** Only this provider's own uploads, whatever ids are asked for. */
export function findProviderUploads(db: Executor, providerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(documentColumns)
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerType, 'Provider'),
        eq(uploads.ownerId, providerId),
        inArray(uploads.id, ids),
      ),
    );
}

export function deleteProviderUploads(db: Executor, providerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .delete(uploads)
    .where(
      and(
        eq(uploads.ownerType, 'Provider'),
        eq(uploads.ownerId, providerId),
        inArray(uploads.id, ids),
      ),
    )
    .returning({ storageKey: uploads.storageKey });
}

export async function updateProvider(
  db: Executor,
  providerId: string,
  values: Omit<ProviderProfileBody, 'mobile'> & {
    verificationStatus: 'PENDING';
    submittedAt: Date;
    govtIdUploadId?: string;
    certificationUploadId?: string;
  },
) {
  const [row] = await db
    .update(providers)
    .set(values)
    .where(eq(providers.id, providerId))
    .returning(providerColumns);
  return row;
}

export async function updateCompany(
  db: Executor,
  companyId: string,
  values: CompanyProfileBody & { verificationStatus: 'PENDING'; submittedAt: Date },
) {
  const [row] = await db
    .update(companies)
    .set(values)
    .where(eq(companies.id, companyId))
    .returning(companyColumns);
  return row;
}

/** Locks the company, so two submissions of its documents run one after the other. */
export async function lockCompany(db: Executor, companyId: string) {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row;
}

export function insertCompanyUploads(db: Executor, companyId: string, rows: NewUpload[]) {
  return db
    .insert(uploads)
    .values(rows.map((row) => ({ ...row, ownerType: 'Company' as const, ownerId: companyId })))
    .returning(documentColumns);
}

/** The company's documents of these kinds, except the ones just sent: the ones they replace. */
export function deleteCompanyUploadsReplacedBy(
  db: Executor,
  companyId: string,
  kept: { id: string; kind: string }[],
) {
  return db
    .delete(uploads)
    .where(
      and(
        eq(uploads.ownerType, 'Company'),
        eq(uploads.ownerId, companyId),
        inArray(
          uploads.kind,
          kept.map((upload) => upload.kind),
        ),
        notInArray(
          uploads.id,
          kept.map((upload) => upload.id),
        ),
      ),
    )
    .returning({ storageKey: uploads.storageKey });
}

/** The company's current documents, oldest first, so the newest of a kind wins when read. */
export function findCompanyUploads(db: Executor, companyId: string) {
  return db
    .select(documentColumns)
    .from(uploads)
    .where(and(eq(uploads.ownerType, 'Company'), eq(uploads.ownerId, companyId)))
    .orderBy(asc(uploads.createdAt));
}

export async function markCompanySubmitted(db: Executor, companyId: string) {
  const [row] = await db
    .update(companies)
    .set({ verificationStatus: 'PENDING', submittedAt: new Date(), updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning(companyColumns);
  return row;
}
