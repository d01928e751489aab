import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BlockProps } from '../siteTypes';
import { BlockSection, Column } from '../layout';
import { matchSections } from './matchSections';

const Field = styled.div`
  display: grid;
  gap: 6px;
  font-family: ${({ theme }) => theme.font.ui};
  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: 10px 14px;
    border: 2px solid ${({ theme }) => theme.color.inkSoft};
    border-radius: ${({ theme }) => theme.radius.control};
    background: ${({ theme }) => theme.color.white};
  }
  input:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.tealBright};
  }
`;

const Count = styled.p`
  margin-top: 16px;
  font-family: ${({ theme }) => theme.font.ui};
  font-size: ${({ theme }) => theme.fontSize.small};
  color: ${({ theme }) => theme.color.inkSoft};
`;

const Results = styled.ol`
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 14px 0;
    border-top: 1px solid ${({ theme }) => theme.color.rule};
  }
  a {
    font-weight: 600;
  }
  small {
    display: block;
    font-family: ${({ theme }) => theme.font.ui};
    color: ${({ theme }) => theme.color.inkSoft};
  }
  p {
    margin-top: 4px;
  }
`;

/** The start of a section's words, cut at a word: enough to tell two results apart. */
function excerpt(text: string, length = 160): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : length)}…`;
}

/**
 * A search box over the index the build wrote from every page. The page arrives with every section
 * listed, so it is a map of the handbook to a reader without script; typing narrows the list in
 * the browser. What is typed goes nowhere: not to a server, not into the address.
 */
export default function Search({ block }: BlockProps<'search'>) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  // Uncontrolled, so React never writes the field: words typed before the island hydrated stay,
  // and are searched for as soon as it has.
  useEffect(() => setQuery(input.current?.value ?? ''), []);
  const countId = useId();
  const index = block.index ?? [];
  const found = matchSections(index, query);
  const count =
    query.trim() === '' ? `${index.length} sections` : found.length === 1 ? '1 section matches' : `${found.length} sections match`;
  return (
    <BlockSection id={block.id}>
      <Column>
        <Field role="search">
          <label htmlFor={inputId}>{block.label}</label>
          <input
            ref={input}
            id={inputId}
            type="search"
            defaultValue=""
            placeholder={block.placeholder}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={countId}
            onInput={(event) => setQuery(event.currentTarget.value)}
          />
        </Field>
        <Count id={countId} aria-live="polite">
          {found.length === 0 ? block.empty.replace('{{query}}', query.trim()) : count}
        </Count>
        <Results>
          {found.map((entry) => (
            <li key={entry.href}>
              <a href={entry.href}>{entry.heading}</a>
              <small>{entry.page}</small>
              <p>{excerpt(entry.text)}</p>
            </li>
          ))}
        </Results>
      </Column>
    </BlockSection>
  );
}
