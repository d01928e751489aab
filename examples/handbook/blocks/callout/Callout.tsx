import styled, { type DefaultTheme } from 'styled-components';
import type { BlockProps, CalloutBlock } from '../siteTypes';
import { BlockSection, Column } from '../layout';

const TONES: Record<CalloutBlock['tone'], { label: string; rule: (theme: DefaultTheme) => string; wash: (theme: DefaultTheme) => string }> =
  {
    tip: { label: 'Tip', rule: (theme) => theme.color.tealBright, wash: (theme) => theme.color.tealWash },
    note: { label: 'Note', rule: (theme) => theme.color.inkSoft, wash: (theme) => theme.color.paperDeep },
    warning: { label: 'Warning', rule: (theme) => theme.color.amber, wash: (theme) => theme.color.amberWash },
  };

const Box = styled.aside<{ $tone: CalloutBlock['tone'] }>`
  padding: 16px 18px;
  border-left: 4px solid ${({ theme, $tone }) => TONES[$tone].rule(theme)};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme, $tone }) => TONES[$tone].wash(theme)};
  strong {
    display: block;
    font-family: ${({ theme }) => theme.font.ui};
    margin-bottom: 4px;
  }
`;

/** An aside set off from the prose; its tone is said in words too, not by colour alone. */
export default function Callout({ block }: BlockProps<'callout'>) {
  const tone = TONES[block.tone];
  return (
    <BlockSection id={block.id}>
      <Column>
        <Box $tone={block.tone} aria-label={`${tone.label}: ${block.title}`}>
          <strong>
            {tone.label}: {block.title}
          </strong>
          <p>{block.text}</p>
        </Box>
      </Column>
    </BlockSection>
  );
}
