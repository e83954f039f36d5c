import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { StoredFile } from '@freight/shared';
import { Spin, theme } from 'antd';
import { previewKindOf, useStoredFileContent } from '../../../lib/files/stored-file';
import { BlobPreview } from '../../../ui/blob-preview';

const SIZE = 64;

/** An image's own small picture (fetched with the bearer token); an icon for anything else. */
export function FileThumbnail({ file }: { file: StoredFile }) {
  const { token } = theme.useToken();
  const kind = previewKindOf(file.contentType);
  const content = useStoredFileContent(kind === 'image' ? file : null);
  const frame = {
    width: SIZE,
    height: SIZE,
    flex: `0 0 ${SIZE}px`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    borderRadius: token.borderRadius,
    background: token.colorFillQuaternary,
    fontSize: 28,
    color: token.colorTextSecondary,
  } as const;
  if (kind !== 'image') {
    return (
      <div style={frame} data-testid="order-file-icon">
        {kind === 'pdf' ? <FilePdfOutlined /> : <FileOutlined />}
      </div>
    );
  }
  return (
    <div style={frame} data-testid="order-file-thumbnail">
      {content.data ? (
        <BlobPreview
          blob={content.data}
          kind="image"
          title={file.originalName}
          height={`${SIZE}px`}
        />
      ) : (
        <Spin size="small" spinning={content.isPending} />
      )}
    </div>
  );
}
