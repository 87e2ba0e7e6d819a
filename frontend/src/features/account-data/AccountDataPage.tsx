import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, type ButtonProps } from 'antd';
import { Input } from '../../components/inputs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/errors';
import { useDeleteOrgMutation } from '../../api/orgData';
import { signOut, useSession } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { useToast } from '../../app/toasts';
import { isAdminToken } from '../account/tokenClaims';
import { downloadExport, ExportError } from './exportDownload';
import './accountData.css';
import { Card } from '../../components/Card';
import { LazyModal } from '../../components/LazyModal';

/** The typed name confirms when it is the organisation's own (spaces and letter case aside). */
const sameName = (typed: string, name: string): boolean =>
  typed.trim().toLocaleLowerCase() === name.trim().toLocaleLowerCase() && typed.trim() !== '';

/**
 * /account/data (administrators): download everything the organisation keeps as a zip, or
 * delete the organisation — confirmed by typing its name — after which everyone is signed out
 * and this browser lands on the home page.
 */
export default function AccountDataPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector((s) => s.auth.token);
  const orgName = useSession().user?.name ?? '';
  // Only what to show: the server refuses anyone else (403), whatever the page shows.
  const admin = isAdminToken(token);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleteOrg, { isLoading: deleting }] = useDeleteOrgMutation();

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadExport(token);
      toast.success(t('accountData.export.done'));
    } catch (err) {
      console.error(err instanceof ExportError ? err.message : 'Export Error:', err);
      const adminOnly = err instanceof ExportError && err.status === 403;
      toast.error(
        t('accountData.export.failed'),
        adminOnly ? t('accountData.adminOnly') : t('accountData.tryAgain'),
      );
    } finally {
      setExporting(false);
    }
  };

  const close = () => {
    setConfirming(false);
    setTyped('');
  };

  const remove = async () => {
    try {
      await deleteOrg({ confirm_name: typed.trim() }).unwrap();
    } catch (err) {
      console.error('Delete Error:', isApiError(err) ? err.technical : err);
      const status = isApiError(err) ? err.status : 0;
      toast.error(
        t('accountData.delete.failed'),
        status === 403
          ? t('accountData.adminOnly')
          : status === 400
            ? t('accountData.delete.mismatch')
            : t('accountData.tryAgain'),
      );
      return;
    }
    close();
    toast.success(t('accountData.delete.done'));
    // The sessions have ended on the server; this browser forgets its own and leaves.
    await dispatch(signOut());
    navigate('/', { replace: true });
  };

  // A test id on the confirm button (antd passes data-* attributes through to the button).
  const confirmButton = {
    danger: true,
    disabled: !sameName(typed, orgName),
    loading: deleting,
    'data-testid': 'confirm-delete-org',
  } as ButtonProps;

  return (
    <div className="account-data" data-testid="account-data">
      <h1>{t('accountData.title')}</h1>
      <p>{t('accountData.intro')}</p>
      {!admin && <Alert type="info" showIcon title={t('accountData.adminOnly')} />}
      {admin && (
        <>
          <Card aria-labelledby="account-data-export">
            <h2 id="account-data-export">{t('accountData.export.title')}</h2>
            <p>{t('accountData.export.text')}</p>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => void exportData()}
              data-testid="export-data"
            >
              {t('accountData.export.button')}
            </Button>
          </Card>
          <Card aria-labelledby="account-data-delete" className="account-data-danger">
            <h2 id="account-data-delete">{t('accountData.delete.title')}</h2>
            <p>{t('accountData.delete.text')}</p>
            <Button
              danger
              icon={<DeleteOutlined />}
              onClick={() => setConfirming(true)}
              data-testid="delete-org"
            >
              {t('accountData.delete.button')}
            </Button>
          </Card>
        </>
      )}
      <LazyModal
        open={confirming}
        title={t('accountData.delete.confirmTitle', { name: orgName })}
        onCancel={close}
        okText={t('accountData.delete.confirm')}
        cancelText={t('accountData.delete.cancel')}
        okButtonProps={confirmButton}
        onOk={() => void remove()}
        destroyOnHidden
      >
        <p>{t('accountData.delete.confirmText')}</p>
        <label htmlFor="confirm-org-name" className="account-data-label">
          {t('accountData.delete.nameLabel')}
        </label>
        <Input
          id="confirm-org-name"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          placeholder={orgName}
          data-testid="confirm-org-name"
        />
      </LazyModal>
    </div>
  );
}
