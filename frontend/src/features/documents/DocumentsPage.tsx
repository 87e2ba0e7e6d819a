import {
  CheckCircleFilled,
  CloseCircleFilled,
  DeleteOutlined,
  DownloadOutlined,
  GlobalOutlined,
  InboxOutlined,
  LoadingOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Button, Empty, Progress, Skeleton, Tooltip, Upload } from 'antd';
import { Input } from '../../components/inputs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/baseApi';
import { isApiError } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { useToast } from '../../app/toasts';
import { languageInfo } from '../../i18n/languages';
import { formatDate } from '../../lib/format';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { TypeIcon } from './TypeIcon';
import type { KnowledgeDocument } from '../../api/contract';
import {
  useDeleteDocumentMutation,
  useListDocumentsQuery,
  useScrapeWebsiteMutation,
} from './documentsApi';
import {
  ACCEPTED_EXTENSIONS,
  clientCheck,
  downloadDocument,
  formatSize,
  TransferError,
  uploadDocument,
} from './transfer';
import './documents.css';
import { Card } from '../../components/Card';
import { LazyModal } from '../../components/LazyModal';

/** While a document is processing, the list is re-read this often (no manual reload). */
const POLL_MS = 2000;

const technical = (prefix: string, err: unknown): string => {
  if (err instanceof TransferError) return `${prefix}: ${err.status} ${err.statusText}`.trim();
  if (isApiError(err)) return err.technical.replace(/^API Error/, prefix);
  return `${prefix}: ${String(err)}`;
};

function StatusIcon({ doc }: { doc: KnowledgeDocument }) {
  const { t } = useTranslation();
  if (doc.status === 'processing') {
    return (
      <span className="doc-status processing">
        <LoadingOutlined aria-hidden="true" /> {t('documents.status.processing')}
      </span>
    );
  }
  if (doc.status === 'error') {
    return (
      <Tooltip title={doc.error || undefined}>
        <span className="doc-status error">
          <CloseCircleFilled aria-hidden="true" /> {t('documents.status.error')}
        </span>
      </Tooltip>
    );
  }
  return (
    <span className="doc-status ready">
      <CheckCircleFilled aria-hidden="true" /> {t('documents.status.ready')}
    </span>
  );
}

/** /documents: the knowledge base — upload, scrape, search, status, download and delete. */
export default function DocumentsPage() {
  const { t, i18n } = useTranslation();
  const locale = languageInfo(i18n.language).tag;
  const toast = useToast();
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.auth.token);

  const [poll, setPoll] = useState(0);
  const list = useListDocumentsQuery(undefined, { pollingInterval: poll });
  useLoggedFailure('documents', list.error);
  const documents = useMemo(() => list.data ?? [], [list.data]);
  useEffect(() => {
    setPoll(documents.some((d) => d.status === 'processing') ? POLL_MS : 0);
  }, [documents]);

  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? documents.filter((d) => d.filename.toLowerCase().includes(q)) : documents;
  }, [documents, query]);

  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const startUpload = async (file: File) => {
    const problem = clientCheck(file);
    if (problem) {
      const text = {
        type: t('documents.wrongType'),
        size: t('documents.tooLarge'),
        empty: t('documents.emptyFile'),
      }[problem];
      toast.error(t('documents.uploadFailed'), text);
      return;
    }
    setUpload({ name: file.name, percent: 0 });
    try {
      await uploadDocument(file, token, (percent) => setUpload({ name: file.name, percent }));
      toast.success(t('documents.uploaded'), t('documents.uploadedText'));
      dispatch(api.util.invalidateTags(['Document']));
    } catch (err) {
      console.error(technical('Upload Error', err));
      const server =
        err instanceof TransferError && err.status >= 400 && err.status < 500
          ? err.serverMessage
          : undefined;
      toast.error(t('documents.uploadFailed'), server ?? t('documents.tryAgain'));
    } finally {
      // The bar shows 100 % a moment before it goes (spec: the list reloads after 500 ms).
      setTimeout(() => setUpload(null), 500);
    }
  };

  const [scrapeOpen, setScrapeOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [scrape, scraping] = useScrapeWebsiteMutation();
  const submitScrape = async () => {
    if (!url.trim()) {
      setUrlError(t('documents.scrapeRequired'));
      return;
    }
    try {
      await scrape(url.trim()).unwrap();
      toast.success(t('documents.scraped'), t('documents.scrapedText'));
      setScrapeOpen(false);
      setUrl('');
    } catch (err) {
      console.error(technical('Scrape Error', err));
      const server = isApiError(err) ? err.serverMessage : undefined;
      const title = t('documents.scrapeFailed');
      toast.error(
        title,
        server && server !== 'Unable to fetch content from the URL.' ? server : undefined,
      );
    }
  };

  const [toDelete, setToDelete] = useState<KnowledgeDocument | null>(null);
  const [remove, removing] = useDeleteDocumentMutation();
  const confirmDelete = async () => {
    if (!toDelete) return;
    const doc = toDelete;
    try {
      await remove(doc.id).unwrap();
      toast.success(t('documents.deleted'), doc.filename);
      setToDelete(null);
    } catch (err) {
      console.error(technical('Delete Error', err));
      toast.error(t('documents.deleteFailed', { name: doc.filename }));
      setToDelete(null);
    }
  };

  const download = async (doc: KnowledgeDocument) => {
    try {
      await downloadDocument(doc.id, doc.filename, token);
    } catch (err) {
      console.error(technical('Download Error', err));
      toast.error(t('documents.downloadFailed'));
    }
  };

  return (
    <div className="documents-page">
      <header className="page-header documents-header">
        <div>
          <h1>{t('pages.documents')}</h1>
          <p>{t('documents.subtitle')}</p>
        </div>
        <Button
          icon={<GlobalOutlined />}
          onClick={() => setScrapeOpen(true)}
          data-testid="scrape-open"
        >
          {t('documents.scrape')}
        </Button>
      </header>

      <Card className="documents-upload">
        <Upload.Dragger
          accept={ACCEPTED_EXTENSIONS.join(',')}
          multiple={false}
          showUploadList={false}
          disabled={upload !== null}
          beforeUpload={(file) => {
            void startUpload(file);
            return false;
          }}
          data-testid="upload-dropzone"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden="true" />
          </p>
          <p className="ant-upload-text">{t('documents.upload')}</p>
          <p className="ant-upload-hint">{t('documents.dropHint')}</p>
          <p className="ant-upload-hint">{t('documents.limits')}</p>
        </Upload.Dragger>
        {upload && (
          <div className="upload-progress" data-testid="upload-progress" aria-live="polite">
            <span>{t('documents.uploading', { name: upload.name })}</span>
            <Progress
              percent={upload.percent}
              status={upload.percent < 100 ? 'active' : 'success'}
            />
          </div>
        )}
      </Card>

      <Card className="documents-list-card">
        <Input
          className="documents-search"
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={t('documents.search')}
          aria-label={t('documents.search')}
          allowClear
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="documents-search"
        />
        {list.isLoading ? (
          <Skeleton active />
        ) : shown.length === 0 ? (
          <Empty
            description={
              documents.length === 0 ? (
                <>
                  <strong>{t('documents.emptyTitle')}</strong>
                  <br />
                  {t('documents.emptyText')}
                </>
              ) : (
                t('documents.noMatches')
              )
            }
          />
        ) : (
          <ul className="documents-list" data-testid="documents-list">
            {shown.map((doc) => (
              <li
                key={doc.id}
                className="document-row"
                data-testid="document-row"
                data-status={doc.status}
                data-name={doc.filename}
              >
                <span className="doc-type" aria-hidden="true">
                  <TypeIcon type={doc.type} />
                </span>
                <span className="doc-main">
                  <span className="doc-name">{doc.filename}</span>
                  <span className="doc-meta">
                    {formatDate(doc.upload_time, locale) ?? t('common.na')} ·{' '}
                    {formatSize(doc.size, locale)}
                    {doc.source_url && (
                      <>
                        {' · '}
                        <a href={doc.source_url} target="_blank" rel="noopener noreferrer nofollow">
                          {new URL(doc.source_url).hostname}
                        </a>
                      </>
                    )}
                  </span>
                  {doc.status === 'error' && doc.error && (
                    <span className="doc-error" data-testid="document-error">
                      {doc.error}
                    </span>
                  )}
                </span>
                <StatusIcon doc={doc} />
                <span className="doc-actions">
                  <Tooltip title={t('documents.download')}>
                    <Button
                      type="text"
                      icon={<DownloadOutlined />}
                      aria-label={`${t('documents.download')}: ${doc.filename}`}
                      onClick={() => void download(doc)}
                      data-testid="document-download"
                    />
                  </Tooltip>
                  <Tooltip title={t('documents.delete')}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('documents.delete')}: ${doc.filename}`}
                      onClick={() => setToDelete(doc)}
                      data-testid="document-delete"
                    />
                  </Tooltip>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <LazyModal
        open={scrapeOpen}
        title={t('documents.scrapeTitle')}
        okText={scraping.isLoading ? t('documents.scraping') : t('documents.scrapeSubmit')}
        cancelText={t('documents.cancel')}
        confirmLoading={scraping.isLoading}
        onOk={() => void submitScrape()}
        onCancel={() => {
          setScrapeOpen(false);
          setUrlError(null);
        }}
        destroyOnHidden
      >
        <label className="scrape-label" htmlFor="scrape-url">
          {t('documents.scrapeLabel')}
        </label>
        <Input
          id="scrape-url"
          type="url"
          placeholder="https://"
          value={url}
          status={urlError ? 'error' : undefined}
          onChange={(e) => {
            setUrl(e.target.value);
            setUrlError(null);
          }}
          onPressEnter={() => void submitScrape()}
          data-testid="scrape-url"
        />
        {urlError && (
          <div className="scrape-error" role="alert">
            {urlError}
          </div>
        )}
      </LazyModal>

      <LazyModal
        open={toDelete !== null}
        title={t('documents.deleteTitle')}
        okText={t('documents.delete')}
        okButtonProps={{ danger: true, loading: removing.isLoading, id: 'delete-confirm' }}
        cancelText={t('documents.cancel')}
        onOk={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>{toDelete ? t('documents.deleteConfirm', { name: toDelete.filename }) : null}</p>
      </LazyModal>
    </div>
  );
}
