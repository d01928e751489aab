import styled from 'styled-components';
import { Check } from 'lucide-react';
import { Glyph } from './Icon';
import { textLinks } from './textLinks';
import { RichText } from '../../engine';
import type { RichText as RichTextContent } from '../siteTypes';

const Paragraphs = styled.div<{ $onDark: boolean }>`
  display: grid;
  gap: 16px;
  font-size: ${({ theme }) => theme.text.lg};
  color: ${({ $onDark, theme }) => ($onDark ? theme.color.mutedOnDark : theme.color.muted)};
  ${({ $onDark }) => textLinks($onDark)}
`;

const Bullets = styled.ul<{ $onDark: boolean }>`
  list-style: none;
  display: grid;
  gap: 10px;
  margin-top: 20px;
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    color: ${({ $onDark, theme }) => ($onDark ? theme.color.onDark : theme.color.ink)};
  }
  svg {
    flex: none;
    margin-top: 4px;
    padding: 3px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accent100};
    color: ${({ theme }) => theme.color.accent700};
  }
`;

/** Paragraphs and an optional checklist, shared by the text and media-text blocks. */
export function Prose({ paragraphs, list, onDark = false }: { paragraphs: RichTextContent[]; list?: string[]; onDark?: boolean }) {
  return (
    <>
      <Paragraphs $onDark={onDark}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>
            <RichText text={paragraph} />
          </p>
        ))}
      </Paragraphs>
      {list?.length ? (
        <Bullets $onDark={onDark}>
          {list.map((item) => (
            <li key={item}>
              <Glyph icon={Check} size={20} />
              <span>{item}</span>
            </li>
          ))}
        </Bullets>
      ) : null}
    </>
  );
}
