// The entity view's contact details (spec 1 §3 "Company": business_email, other_email and the
// address), so staff read them without opening the edit dialog.
import type { EntityDto } from '@portico/common/people/entity-dto';
import { addressLines } from '@portico/common/format/postal-address';
import { DetailList } from '@/components/detail-list';
import { SectionCard } from '@/components/section-card';

const email = (label: string, value: string) => ({
  label,
  lines: value ? [value] : [],
  href: value ? `mailto:${value}` : undefined,
});

export function EntityContactDetails({ company }: { company: EntityDto }) {
  return (
    <SectionCard title="Contact details">
      <DetailList
        details={[
          email('Business email', company.business_email),
          email('Other email', company.other_email),
          { label: 'Address', lines: addressLines(company) },
        ]}
      />
    </SectionCard>
  );
}
