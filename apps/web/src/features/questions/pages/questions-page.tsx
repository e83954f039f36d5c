import { QuestionStatus } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../ui/list-page/list-page';
import { OptionalFilterChoice } from '../../../ui/list-page/optional-filter-choice';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { questionListQueryOptions } from '../api/get-questions';
import { QuestionDrawer } from '../components/question-drawer';
import { QuestionList } from '../components/question-list';

const STATUSES: readonly QuestionStatus[] = [
  QuestionStatus.NEW,
  QuestionStatus.ANSWERED,
  QuestionStatus.CLOSED,
];

const statusOf = (value: string | undefined) => STATUSES.find((status) => status === value);

/** The open question's id lives in the address: a notification's link opens it directly. */
const OPEN_PARAM = 'open';

/** `/questions`: the homepage visitors' questions, for moderators and the admin. */
export function QuestionsPage() {
  const { t } = useTranslation('questions');
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(OPEN_PARAM);
  const list = useListPage({
    filters: ['status'],
    query: ({ place, filters }) =>
      questionListQueryOptions({ ...place, status: statusOf(filters.status) }),
  });
  const setOpen = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(OPEN_PARAM, id);
      else next.delete(OPEN_PARAM);
      return next;
    });

  return (
    <ListPage
      testId="questions-page"
      subtitle={t('subtitle')}
      list={list}
      search={{ placeholder: t('searchPlaceholder'), testId: 'questions-search' }}
      filters={
        <OptionalFilterChoice<QuestionStatus>
          testId="questions-filter-status"
          label={t('columns.status')}
          value={list.filters.status}
          onChange={(status) => list.update({ status })}
          allLabel={t('allStatuses')}
          options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      }
    >
      <QuestionList
        {...list.state}
        empty={list.empty({ title: t('empty.title'), description: t('empty.description') })}
        onOpen={(question) => setOpen(question.id)}
      />
      <QuestionDrawer id={openId} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
