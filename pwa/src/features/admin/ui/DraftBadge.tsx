import { Alert, Badge } from '@mantine/core';
import { adminTexts } from '../../../lib/texts/admin';

const t = adminTexts.common;

/** 'Koncept' next to a record made by 'create' and never saved: the public does not see it yet. */
export function DraftBadge() {
  return (
    <Badge component="span" color="yellow.4" autoContrast ml={8} title={t.draftHint} style={{ verticalAlign: 'middle' }}>
      {t.draft}
    </Badge>
  );
}

/** At the top of a draft's edit page: what saving and 'Zrušit' do to it. */
export function DraftNote() {
  return (
    <Alert color="yellow" variant="light" p="xs">
      {t.draftNote}
    </Alert>
  );
}
