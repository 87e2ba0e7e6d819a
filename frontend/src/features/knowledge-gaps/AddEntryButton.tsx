import { BookOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryDraft } from './draft';

// Its form, inputs and dialog (~25 KB compressed) load when it is first opened, not with the
// Knowledge gaps and Inbox pages.
const AddEntryModal = lazy(() => import('./AddEntryModal'));

/** "Add to knowledge base": opens the entry form with the draft. */
export function AddEntryButton({ draft }: { draft: EntryDraft }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<BookOutlined />} onClick={() => setOpen(true)} data-testid="gap-add">
        {t('gaps.add')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddEntryModal draft={draft} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
