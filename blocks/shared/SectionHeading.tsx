import styled from 'styled-components';

const Wrap = styled.header<{ $center: boolean; $onDark: boolean }>`
  display: grid;
  gap: 12px;
  max-width: 760px;
  margin: ${({ $center }) => ($center ? '0 auto 40px' : '0 0 40px')};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  color: ${({ $onDark, theme }) => ($onDark ? theme.color.onDark : theme.color.navy900)};
`;

export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  font-size: ${({ theme }) => theme.text.sm};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ $onDark, theme }) => ($onDark ? theme.color.accent300 : theme.color.accent600)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.text['3xl']};
  font-weight: 750;
`;

const Intro = styled.p<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.text.lg};
  color: ${({ $onDark, theme }) => ($onDark ? theme.color.mutedOnDark : theme.color.muted)};
`;

export interface SectionHeadingProps {
  eyebrow?: string;
  title?: string;
  intro?: string;
  center?: boolean;
  onDark?: boolean;
  titleId?: string;
}

/** Eyebrow, h2 and intro at the top of a section; renders nothing when all are empty. */
export function SectionHeading({ eyebrow, title, intro, center = true, onDark = false, titleId }: SectionHeadingProps) {
  if (!eyebrow && !title && !intro) return null;
  return (
    <Wrap $center={center} $onDark={onDark}>
      {eyebrow && <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow>}
      {title && <Title id={titleId}>{title}</Title>}
      {intro && <Intro $onDark={onDark}>{intro}</Intro>}
    </Wrap>
  );
}
