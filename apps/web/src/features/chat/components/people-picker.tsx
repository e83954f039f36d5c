import { UserOutlined } from '@ant-design/icons';
import type { ChatPerson } from '@freight/shared';
import { Avatar, Flex, Modal, Spin, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { SearchInput } from '../../../ui/search-input';
import { usePeople } from '../api/get-people';
import { personName } from './chat-texts';

interface PeoplePickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (person: ChatPerson) => void;
  /** The person being opened: their row shows a spinner. */
  pendingId?: string;
}

/** Spec A: whom the caller may write to, by name, company or role (the server decides whom). */
export function PeoplePicker({ open, onClose, onPick, pendingId }: PeoplePickerProps) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation();
  const { token } = theme.useToken();
  const [query, setQuery] = useState('');
  const people = usePeople(query, open);

  let body;
  if (people.isPending) body = <Spin style={{ display: 'block', margin: 24 }} />;
  else if (people.isError) {
    body = <PageError error={people.error} onRetry={() => void people.refetch()} />;
  } else if (people.data.items.length === 0) body = <PageEmpty title={t('picker.empty')} compact />;
  else {
    body = people.data.items.map((person) => (
      <button
        key={person.id}
        type="button"
        data-testid="chat-person"
        data-person-id={person.id}
        onClick={() => onPick(person)}
        disabled={pendingId !== undefined}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          width: '100%',
          padding: '8px 4px',
          border: 0,
          borderBottom: `1px solid ${token.colorSplit}`,
          background: 'transparent',
          textAlign: 'left',
          cursor: 'pointer',
          font: 'inherit',
          color: 'inherit',
        }}
      >
        <Avatar icon={<UserOutlined />} />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis>
            {personName(person)}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {[person.companyName, tc(`roles.${person.role}`, { defaultValue: person.role })]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        </Flex>
        {pendingId === person.id && <Spin size="small" />}
      </button>
    ));
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('picker.title')}
      footer={null}
      destroyOnHidden
      centered
    >
      <div data-testid="chat-picker">
        <SearchInput
          value={query}
          onSearch={setQuery}
          placeholder={t('picker.search')}
          testId="chat-picker-search"
        />
        <div style={{ maxHeight: '55vh', overflowY: 'auto', marginTop: 12 }}>{body}</div>
      </div>
    </Modal>
  );
}
