import styled from 'styled-components';
import { ButtonLink } from '../shared/ButtonLink';
import { Container } from '../shared/layout';
import { codeParts } from './codeParts';
import { NOT_FOUND_ATTRIBUTE } from '../../engine';
import type { BlockProps } from '../siteTypes';

const Wrap = styled.section`
  min-height: 62vh;
  display: grid;
  align-items: center;
  padding: ${({ theme }) => theme.section} 0;
  background:
    radial-gradient(600px 300px at 50% 0%, ${({ theme }) => theme.color.navy100}, transparent 70%), ${({ theme }) => theme.color.surface};
  text-align: center;
`;

const Inner = styled(Container)`
  display: grid;
  gap: 20px;
  justify-items: center;
`;

const Code = styled.p`
  font-size: clamp(4rem, 3rem + 6vw, 7.5rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.color.navy900};
  span {
    color: ${({ theme }) => theme.color.accent500};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.text['3xl']};
  color: ${({ theme }) => theme.color.navy900};
`;

const Text = styled.p`
  max-width: 52ch;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.text.lg};
`;

/**
 * The not-found message. Its marker attribute lets the engine log the address the visitor tried,
 * so broken links can be traced (see engine/navigation/notFound.ts).
 */
export default function NotFound({ block }: BlockProps<'not-found'>) {
  const code = block.code ? codeParts(block.code) : null;
  return (
    <Wrap id={block.id} {...{ [NOT_FOUND_ATTRIBUTE]: '' }}>
      <Inner>
        {code && (
          <Code aria-hidden="true">
            {code.first}
            <span>{code.middle}</span>
            {code.last}
          </Code>
        )}
        <Title>{block.title}</Title>
        {block.text && <Text>{block.text}</Text>}
        <ButtonLink button={block.action} fallbackStyle="primary" />
      </Inner>
    </Wrap>
  );
}
