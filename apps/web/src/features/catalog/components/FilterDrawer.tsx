import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Drawer } from '../../../components/ui/Drawer';
import { SelectField } from '../../../components/ui/SelectField';
import { useCategories, useServicesByCategory } from '../../../lib/queries/catalog';
import type { ListingFilterValues } from '../hooks/useListingParams';

export interface FilterDrawerCopy {
  careTypeLabel: string;
  anyCareType: string;
  skillsLabel: string;
  anySkill: string;
}

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The filters in effect; the drawer edits a copy and hands it back on Apply. */
  value: ListingFilterValues;
  onApply: (value: ListingFilterValues) => void;
  copy: FilterDrawerCopy;
}

/** The phone's filter panel (SPEC: Skills, Care Type, Apply). Nothing changes until Apply. */
export function FilterDrawer({ open, onClose, value, onApply, copy }: FilterDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('catalog.drawer.title')}
      footer={<DrawerActions formId="listing-filter-drawer" />}
    >
      {/* Mounted only while open, so the draft starts from the filters in effect each time. */}
      <DrawerForm
        formId="listing-filter-drawer"
        initial={value}
        copy={copy}
        onApply={(next) => {
          onApply(next);
          onClose();
        }}
      />
    </Drawer>
  );
}

function DrawerActions({ formId }: { formId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-3">
      <Button type="reset" form={formId} variant="secondary" className="flex-1">
        {t('catalog.drawer.clear')}
      </Button>
      <Button type="submit" form={formId} className="flex-[2]">
        {t('catalog.drawer.apply')}
      </Button>
    </div>
  );
}

interface DrawerFormProps {
  formId: string;
  initial: ListingFilterValues;
  copy: FilterDrawerCopy;
  onApply: (value: ListingFilterValues) => void;
}

function DrawerForm({ formId, initial, copy, onApply }: DrawerFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const categories = useCategories();
  const services = useServicesByCategory(draft.categoryId);

  return (
    <form
      id={formId}
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      onReset={(event) => {
        event.preventDefault();
        setDraft({ categoryId: '', serviceId: '' });
      }}
    >
      <SelectField
        label={copy.careTypeLabel}
        placeholder={copy.anyCareType}
        options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={draft.categoryId}
        onChange={(event) => setDraft({ categoryId: event.target.value, serviceId: '' })}
      />
      <SelectField
        label={copy.skillsLabel}
        placeholder={copy.anySkill}
        options={(services.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
        value={draft.serviceId}
        disabled={!draft.categoryId}
        hint={draft.categoryId ? undefined : t('catalog.drawer.chooseCareTypeFirst')}
        onChange={(event) => setDraft({ ...draft, serviceId: event.target.value })}
      />
    </form>
  );
}
