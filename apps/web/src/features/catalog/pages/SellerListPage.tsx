import type { SellerKind } from '@care/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerListItems, useSellers } from '../../../lib/queries/sellers';
import { userErrorMessage } from '../../../lib/errorMessage';
import { SellerListCard } from '../../../components/sellers/SellerListCard';
import { sellerCardItem } from '../../../components/ui/SellerCard';
import { ListingScreen, type ListingCopy } from '../components/ListingScreen';
import { useListingParams } from '../hooks/useListingParams';
import { listingStatus } from '../components/listingStatus';

/** The words of each list (SPEC section 2, Services and Company services lists). */
function useListingCopy(kind: SellerKind): ListingCopy {
  const { t } = useTranslation();
  const list = kind === 'Provider' ? 'provider' : 'company';
  return {
    title: t(`catalog.lists.${list}.title`),
    lead: t(`catalog.lists.${list}.lead`),
    careTypeLabel: t(`catalog.lists.${list}.careTypeLabel`),
    anyCareType: t(`catalog.lists.${list}.anyCareType`),
    serviceLabel: t(`catalog.lists.${list}.serviceLabel`),
    anyService: t(`catalog.lists.${list}.anyService`),
    searchPlaceholder: t(`catalog.lists.${list}.searchPlaceholder`),
    drawer: {
      careTypeLabel: t('catalog.drawer.careTypeLabel'),
      anyCareType: t(`catalog.lists.${list}.drawerAnyCareType`),
      skillsLabel: t('catalog.drawer.skillsLabel'),
      anySkill: t('catalog.drawer.anySkill'),
    },
    errorMessage: t(kind === 'Provider' ? 'spec.providersError' : 'spec.companiesError'),
    emptyMessage: t(`catalog.lists.${list}.emptyMessage`),
    paginationLabel: t(`catalog.lists.${list}.paginationLabel`),
  };
}

/** /service lists individual caregivers, /company-service partner companies. */
export function SellerListPage<K extends SellerKind>({ kind }: { kind: K }) {
  const listing = useListingParams();
  const copy = useListingCopy(kind);
  const sellers = useSellers(kind, listing.query);
  const pagination = sellers.isPlaceholderData ? undefined : sellers.data?.pagination;
  const { landOnPage, params } = listing;
  const dates = params.freeFrom ? { from: params.freeFrom, to: params.freeTo } : undefined;
  useEffect(() => {
    if (pagination && pagination.total > 0 && pagination.page > pagination.totalPages) {
      landOnPage(pagination.totalPages);
    }
  }, [pagination, landOnPage]);
  return (
    <ListingScreen
      kind={kind}
      copy={copy}
      listing={listing}
      status={listingStatus(sellers)}
      errorDetail={sellers.isError ? userErrorMessage(sellers.error, '') : undefined}
      items={sellers.data ? sellerListItems(kind, sellers.data) : []}
      pagination={sellers.data?.pagination}
      isUpdating={sellers.isPlaceholderData}
      onRetry={() => void sellers.refetch()}
      getKey={(seller) => seller.id}
      renderItem={(seller) => <SellerListCard kind={kind} seller={seller} dates={dates} />}
      itemClassName={sellerCardItem}
    />
  );
}
