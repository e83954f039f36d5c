import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ChatAttachment } from '@freight/shared';
import { Button, Flex, Spin, theme } from 'antd';
import { previewKindOf, useStoredFileContent } from '../../../lib/files/stored-file';
import { BlobPreview } from '../../../ui/blob-preview';

const THUMBNAIL_PX = 120;

/** An image's own small picture, fetched with the bearer token like every stored file. */
function ImageThumbnail({ file, onOpen }: { file: ChatAttachment; onOpen: () => void }) {
  const { token } = theme.useToken();
  const content = useStoredFileContent(file);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={file.originalName}
      data-testid="chat-attachment-image"
      data-file-id={file.id}
      style={{
        width: THUMBNAIL_PX,
        height: THUMBNAIL_PX,
        padding: 0,
        border: 0,
        borderRadius: token.borderRadius,
        overflow: 'hidden',
        background: token.colorFillQuaternary,
        cursor: 'zoom-in',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {content.data ? (
        <BlobPreview
          blob={content.data}
          kind="image"
          title={file.originalName}
          height={`${THUMBNAIL_PX}px`}
        />
      ) : (
        <Spin size="small" spinning={content.isPending} />
      )}
    </button>
  );
}

/** A message's files: images as thumbnails, others as chips; both open the viewer. */
export function MessageAttachments({
  files,
  onOpen,
}: {
  files: readonly ChatAttachment[];
  onOpen: (file: ChatAttachment) => void;
}) {
  if (files.length === 0) return null;
  return (
    <Flex wrap gap={6} style={{ marginBottom: 4 }}>
      {files.map((file) =>
        previewKindOf(file.contentType) === 'image' ? (
          <ImageThumbnail key={file.id} file={file} onOpen={() => onOpen(file)} />
        ) : (
          <Button
            key={file.id}
            size="small"
            icon={
              previewKindOf(file.contentType) === 'pdf' ? <FilePdfOutlined /> : <FileOutlined />
            }
            onClick={() => onOpen(file)}
            data-testid="chat-attachment-file"
            data-file-id={file.id}
            style={{ maxWidth: 220 }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {file.originalName}
            </span>
          </Button>
        ),
      )}
    </Flex>
  );
}
