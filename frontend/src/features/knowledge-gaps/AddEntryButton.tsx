import { BookOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddEntryModal } from './AddEntryModal';
import type { EntryDraft } from './draft';

/** "Add to knowledge base": opens the entry form with the draft. */
export function AddEntryButton({ draft }: { draft: EntryDraft }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<BookOutlined />} onClick={() => setOpen(true)} data-testid="gap-add">
        {t('gaps.add')}
      </Button>
      {open && <AddEntryModal draft={draft} onClose={() => setOpen(false)} />}
    </>
  );
}
