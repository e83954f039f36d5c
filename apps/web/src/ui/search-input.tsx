import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';

/** Typing pauses this long before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 400;

interface SearchInputProps {
  /** The search in effect (from the address). */
  value: string;
  onSearch: (query: string) => void;
  placeholder: string;
  testId: string;
}

/**
 * A server-side search box: asks after a short pause in typing, at once on Enter or when
 * cleared, and follows the address when back/forward changes the search.
 */
export function SearchInput({ value, onSearch, placeholder, testId }: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  const [appliedValue, setAppliedValue] = useState(value);
  if (value !== appliedValue) {
    setAppliedValue(value);
    setDraft(value);
  }

  const search = useEffectEvent((query: string) => onSearch(query));
  useEffect(() => {
    const query = draft.trim();
    if (query === value) return;
    const timer = window.setTimeout(() => search(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value]);

  return (
    <Input
      allowClear
      data-testid={testId}
      aria-label={placeholder}
      placeholder={placeholder}
      prefix={<SearchOutlined />}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        // The clear button: no reason to wait.
        if (event.type !== 'change' && event.target.value === '') onSearch('');
      }}
      onPressEnter={() => onSearch(draft.trim())}
      style={{ maxWidth: 360 }}
    />
  );
}
