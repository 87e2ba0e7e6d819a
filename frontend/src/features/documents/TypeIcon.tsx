import {
  FileMarkdownOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FolderOutlined,
} from '@ant-design/icons';

/**
 * The type mark of the list (spec section 2: pdf, doc, docx, txt, otherwise a folder): icons,
 * not emoji, which show as an empty box where no emoji font is installed.
 */
export function TypeIcon({ type }: { type: string }) {
  switch (type) {
    case 'pdf':
      return <FilePdfOutlined className="doc-type-pdf" />;
    case 'doc':
    case 'docx':
      return <FileWordOutlined className="doc-type-word" />;
    case 'txt':
      return <FileTextOutlined className="doc-type-text" />;
    case 'md':
      return <FileMarkdownOutlined className="doc-type-text" />;
    default:
      return <FolderOutlined className="doc-type-other" />;
  }
}
