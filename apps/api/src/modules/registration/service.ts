import { providerProfileBodySchema } from '@care/shared';
import type {
  CompanyDocumentField,
  CompanyDocuments,
  CompanyProfileBody,
  CompanyRegistration,
  ProviderProfileBody,
  ProviderRegistration,
  RegistrationFileField,
  UploadedDocument,
} from '@care/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import { newStorageKey } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { cacheTags, type CacheInvalidator } from '../../lib/public-cache.ts';
import { checkDocument, documentSlugs, type CheckedDocument } from './documents.ts';
import type { ReceivedForm } from '../../lib/multipart.ts';
import * as repo from './repository.ts';

export interface RegistrationDeps {
  db: Database;
  storage: FileStorage;
  log: { warn(details: object, message: string): void };
  /** A submission makes a listed seller PENDING again, so their public pages go. */
  cache: CacheInvalidator;
}

interface StoredDocument extends CheckedDocument {
  storageKey: string;
}

/** The uploads row of a stored document. */
const uploadRow = (document: StoredDocument): repo.NewUpload => ({
  kind: document.field,
  storageKey: document.storageKey,
  mimeType: document.mimeType,
  sizeBytes: document.bytes.length,
  originalName: document.originalName,
});

const summary = (row: { id: string; mimeType: string; sizeBytes: number }): UploadedDocument => ({
  id: row.id,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
});

/**
 * Completing a provider's or a company's profile (SPEC 4 "Provider/company registration").
 * Every submission, first or repeated, leaves the seller PENDING: whatever the operator
 * verified before no longer describes the profile, and only VERIFIED sellers are listed.
 */
export function createRegistrationService({ db, storage, log, cache }: RegistrationDeps) {
  /** Best effort: a file left behind is an orphan to sweep, never a broken profile. */
  async function removeQuietly(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    for (const [index, result] of results.entries()) {
      if (result.status === 'rejected') {
        log.warn({ err: result.reason, storageKey: keys[index] }, 'could not delete a stored file');
      }
    }
  }

  /** Stores every document or none: a failure part-way removes the ones already written. */
  async function storeAll(documents: CheckedDocument[]): Promise<StoredDocument[]> {
    const stored: StoredDocument[] = [];
    try {
      for (const document of documents) {
        const storageKey = newStorageKey(documentSlugs[document.field], document.extension);
        await storage.put(storageKey, document.bytes, document.mimeType);
        stored.push({ ...document, storageKey });
      }
      return stored;
    } catch (error) {
      await removeQuietly(stored.map((document) => document.storageKey));
      throw error;
    }
  }

  const service = {
    async completeProviderProfile(
      providerId: string,
      body: ProviderProfileBody,
      files: ReceivedForm<RegistrationFileField>['files'],
    ): Promise<ProviderRegistration> {
      const account = await repo.findProvider(db, providerId);
      if (!account) throw notFound('Provider');
      // The account is the number that signed in; a profile cannot move it to another one.
      if (body.mobile !== undefined && body.mobile !== account.mobile) {
        const message = 'This must be the mobile number you signed in with';
        throw new AppError('VALIDATION_ERROR', 400, `mobile: ${message}`, [
          { path: 'mobile', message },
        ]);
      }
      const { mobile: _signedIn, ...profile } = body;

      // Every check happens before the first byte is stored.
      const documents = await Promise.all(Object.values(files).map(checkDocument));
      const stored = await storeAll(documents);

      let replacedKeys: string[] = [];
      let registration: ProviderRegistration;
      try {
        registration = await db.transaction(async (tx) => {
          const current = await repo.lockProvider(tx, providerId);
          if (!current) throw notFound('Provider');
          const uploaded = await repo.insertProviderUploads(tx, providerId, stored.map(uploadRow));
          const govtId = uploaded.find((upload) => upload.kind === 'govtID');
          const certification = uploaded.find((upload) => upload.kind === 'certification');
          const row = await repo.updateProvider(tx, providerId, {
            ...profile,
            verificationStatus: 'PENDING',
            submittedAt: new Date(),
            ...(govtId ? { govtIdUploadId: govtId.id } : {}),
            ...(certification ? { certificationUploadId: certification.id } : {}),
          });
          if (!row) throw notFound('Provider');

          // A new document replaces the old one rather than piling up beside it.
          const replaced = [
            govtId ? current.govtIdUploadId : null,
            certification ? current.certificationUploadId : null,
          ].filter((id): id is string => id !== null);
          replacedKeys = (await repo.deleteProviderUploads(tx, providerId, replaced)).map(
            (upload) => upload.storageKey,
          );

          const kept = [row.govtIdUploadId, row.certificationUploadId].filter(
            (id): id is string => id !== null,
          );
          const documentsNow = await repo.findProviderUploads(tx, providerId, kept);
          const byId = (id: string | null) => documentsNow.find((upload) => upload.id === id);
          const govtIdNow = byId(row.govtIdUploadId);
          const certificationNow = byId(row.certificationUploadId);
          return {
            id: row.id,
            mobile: row.mobile,
            ...profile,
            verificationStatus: row.verificationStatus,
            govtID: govtIdNow ? summary(govtIdNow) : null,
            certification: certificationNow ? summary(certificationNow) : null,
          };
        });
      } catch (error) {
        // Nothing was committed, so nothing may refer to the new files.
        await removeQuietly(stored.map((document) => document.storageKey));
        throw error;
      }
      cache.invalidate(cacheTags.seller('Provider', providerId));
      await removeQuietly(replacedKeys);
      return registration;
    },

    /**
     * A company's documents, first sent or sent again after a refusal: checked and stored like
     * a provider's, each replacing the one of its kind, and the company goes back to PENDING
     * with a new submission time, so an operator mid-review cannot approve what they have not
     * seen.
     */
    async uploadCompanyDocuments(
      companyId: string,
      files: ReceivedForm<CompanyDocumentField>['files'],
    ): Promise<CompanyDocuments> {
      const received = Object.values(files);
      if (received.length === 0) {
        const message = 'Choose your registration certificate or GST certificate to send';
        throw new AppError('VALIDATION_ERROR', 400, message, [
          { path: 'registrationCertificate', message },
        ]);
      }
      const documents = await Promise.all(received.map(checkDocument));
      const stored = await storeAll(documents);

      let replacedKeys: string[] = [];
      let result: CompanyDocuments;
      try {
        result = await db.transaction(async (tx) => {
          const company = await repo.lockCompany(tx, companyId);
          if (!company) throw notFound('Company');
          if (!company.companyName) {
            throw conflict('Complete your company profile first, then send its documents');
          }
          const inserted = await repo.insertCompanyUploads(tx, companyId, stored.map(uploadRow));
          replacedKeys = (await repo.deleteCompanyUploadsReplacedBy(tx, companyId, inserted)).map(
            (upload) => upload.storageKey,
          );
          const row = await repo.markCompanySubmitted(tx, companyId);
          if (!row) throw notFound('Company');
          const current = await repo.findCompanyUploads(tx, companyId);
          const latest = (kind: CompanyDocumentField) =>
            current.filter((upload) => upload.kind === kind).at(-1);
          const registration = latest('registrationCertificate');
          const gst = latest('gstCertificate');
          return {
            verificationStatus: row.verificationStatus,
            registrationCertificate: registration ? summary(registration) : null,
            gstCertificate: gst ? summary(gst) : null,
          };
        });
      } catch (error) {
        await removeQuietly(stored.map((document) => document.storageKey));
        throw error;
      }
      cache.invalidate(cacheTags.seller('Company', companyId));
      await removeQuietly(replacedKeys);
      return result;
    },

    async completeCompanyProfile(
      companyId: string,
      body: CompanyProfileBody,
    ): Promise<CompanyRegistration> {
      const row = await repo.updateCompany(db, companyId, {
        ...body,
        verificationStatus: 'PENDING',
        submittedAt: new Date(),
      });
      if (!row) throw notFound('Company');
      cache.invalidate(cacheTags.seller('Company', companyId));
      return {
        ...body,
        id: row.id,
        mobile: row.mobile,
        verificationStatus: row.verificationStatus,
      };
    },
  };
  return {
    ...service,

    /**
     * A provider sends documents again (after a refusal, or a better scan) from the dashboard:
     * the profile stays as it is, and the submission starts a new check like any other.
     */
    async resendProviderDocuments(
      providerId: string,
      files: ReceivedForm<RegistrationFileField>['files'],
    ): Promise<ProviderRegistration> {
      if (Object.keys(files).length === 0) {
        const message = 'Choose your government ID or certification to send';
        throw new AppError('VALIDATION_ERROR', 400, message, [{ path: 'govtID', message }]);
      }
      const account = await repo.findProvider(db, providerId);
      if (!account) throw notFound('Provider');
      const profile = providerProfileBodySchema.safeParse({
        name: account.name,
        email: account.email,
        gender: account.gender,
        dob: account.dob,
        address: account.address,
        pincode: account.pincode,
      });
      if (!profile.success) {
        throw conflict('Complete your profile first, then send your documents');
      }
      return service.completeProviderProfile(providerId, profile.data, files);
    },
  };
}
