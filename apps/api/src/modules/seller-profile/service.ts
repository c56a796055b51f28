import type {
  CompanyProfileEdit,
  MyCompanyProfile,
  MyProviderProfile,
  ProviderProfileEdit,
} from '@care/shared';
import type { FileStorage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { cacheTags, type CacheInvalidator } from '../../lib/public-cache.ts';
import { createPhotoStore } from '../photos/store.ts';
import { photoUrl } from '../photos/urls.ts';
import * as repo from './repository.ts';
import type { CompanyProfileRow, ProviderProfileRow } from './repository.ts';

export interface SellerProfileDeps {
  db: Database;
  storage: FileStorage;
  log: { warn(details: object, message: string): void };
  /** The seller's public pages show what changes here. */
  cache: CacheInvalidator;
}

type Status = 'PENDING' | 'VERIFIED' | 'REJECTED';

/**
 * A change of identity (the name families see, a company's GST) is a new submission: an
 * operator deciding on the old one gets a 409 (decision 012), and a verified seller is checked
 * again, since the operator approved documents in the old name, not the new one.
 */
function recheckedWhen(
  changed: boolean,
  status: Status,
): { verificationStatus?: 'PENDING'; submittedAt?: Date } {
  if (!changed) return {};
  return status === 'VERIFIED'
    ? { verificationStatus: 'PENDING', submittedAt: new Date() }
    : { submittedAt: new Date() };
}

/** The status, and the operator's reason (kept on the seller's row) when they refused. */
const verificationOf = (status: Status, note: string | null) => ({
  status,
  reason: status === 'REJECTED' ? note : null,
});

/**
 * The caregiver's own profile: the words families read, the photo or logo, and where the
 * operator's check stands (with their reason, when they refused).
 */
export function createSellerProfileService({ db, storage, log, cache }: SellerProfileDeps) {
  const photos = createPhotoStore({ storage, log });
  const changed = (kind: 'Provider' | 'Company', id: string) =>
    cache.invalidate(cacheTags.seller(kind, id));
  function providerView(row: NonNullable<ProviderProfileRow>): MyProviderProfile {
    const { photo, verificationStatus, verificationNote, ...profile } = row;
    return {
      ...profile,
      profileImage: photoUrl(photo, 'profile'),
      verification: verificationOf(verificationStatus, verificationNote),
    };
  }

  function companyView(row: NonNullable<CompanyProfileRow>): MyCompanyProfile {
    const { photo, verificationStatus, verificationNote, ...profile } = row;
    return {
      ...profile,
      companyLogo: photoUrl(photo, 'profile'),
      verification: verificationOf(verificationStatus, verificationNote),
    };
  }

  return {
    async providerProfile(id: string): Promise<MyProviderProfile> {
      const row = await repo.findProvider(db, id);
      if (!row) throw notFound('Provider');
      return providerView(row);
    },

    async companyProfile(id: string): Promise<MyCompanyProfile> {
      const row = await repo.findCompany(db, id);
      if (!row) throw notFound('Company');
      return companyView(row);
    },

    async updateProvider(id: string, edit: ProviderProfileEdit): Promise<MyProviderProfile> {
      const row = await db.transaction(async (tx) => {
        const current = await repo.findProvider(tx, id, true);
        if (!current) throw notFound('Provider');
        const renamed = current.name !== edit.name;
        return repo.updateProvider(tx, id, {
          ...edit,
          ...recheckedWhen(renamed, current.verificationStatus),
        });
      });
      if (!row) throw notFound('Provider');
      changed('Provider', id);
      return providerView(row);
    },

    async updateCompany(id: string, edit: CompanyProfileEdit): Promise<MyCompanyProfile> {
      const row = await db.transaction(async (tx) => {
        const current = await repo.findCompany(tx, id, true);
        if (!current) throw notFound('Company');
        const changed = current.companyName !== edit.companyName || current.gst !== edit.gst;
        return repo.updateCompany(tx, id, {
          ...edit,
          ...recheckedWhen(changed, current.verificationStatus),
        });
      });
      if (!row) throw notFound('Company');
      changed('Company', id);
      return companyView(row);
    },

    async uploadProviderPhoto(id: string, bytes: Buffer): Promise<{ profileImage: string }> {
      const stem = await photos.replace(bytes, 'photo', 'Photo', (stem) =>
        db.transaction(async (tx) => {
          const current = await repo.findProvider(tx, id, true);
          if (!current) throw notFound('Provider');
          await repo.updateProvider(tx, id, { profileImage: stem });
          return current.photo;
        }),
      );
      changed('Provider', id);
      return { profileImage: photoUrl(stem, 'profile')! };
    },

    async uploadCompanyLogo(id: string, bytes: Buffer): Promise<{ companyLogo: string }> {
      const stem = await photos.replace(bytes, 'logo', 'Logo', (stem) =>
        db.transaction(async (tx) => {
          const current = await repo.findCompany(tx, id, true);
          if (!current) throw notFound('Company');
          await repo.updateCompany(tx, id, { companyLogo: stem });
          return current.photo;
        }),
      );
      changed('Company', id);
      return { companyLogo: photoUrl(stem, 'profile')! };
    },
  };
}
