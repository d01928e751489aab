import type { Ref } from 'react';
import styled from 'styled-components';
import type { ReservedName } from '../../scripts/lib/schemas/routePathRules.ts';
import { reservedRouteNames } from './editorClient';
import { ui } from './editorTheme';
import { addressRules } from './newPageAddress';
import { useLoaded } from './useLoaded';

const NO_NAMES: ReservedName[] = [];

const Field = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 6px;
  label input {
    max-width: 480px;
  }
  p {
    margin: 0;
    max-width: 72ch;
    font-size: 13px;
    line-height: 1.45;
  }
  [aria-invalid='true'] {
    border-color: ${ui.danger};
  }
  .problem {
    color: ${ui.danger};
    font-weight: 600;
  }
`;

/** The names no route may take, once the dev server has said; none until then (Create page still refuses them). */
export function useReservedRouteNames(): ReservedName[] {
  return useLoaded(reservedRouteNames, NO_NAMES);
}

interface AddressFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Left: the author is done typing, so its problem, if any, is shown from now on. */
  onLeave: () => void;
  reserved: readonly ReservedName[];
  /** The rule the address breaks, in words (newPageAddress.ts), once it is to be shown; null otherwise. */
  problem: string | null;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * New page's address: the field, its rules always in view under it, and the rule the address
 * breaks, in our words rather than the browser's "Please match the requested format", tied to the
 * field (aria-describedby, aria-invalid) so a screen reader says it with the field.
 */
export function AddressField({ value, onChange, onLeave, reserved, problem, inputRef }: AddressFieldProps) {
  return (
    <Field>
      <label>
        Address
        <input
          ref={inputRef}
          name="path"
          required
          placeholder="/asset-types/land"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'new-page-address-problem new-page-address-rules' : 'new-page-address-rules'}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onLeave}
        />
      </label>
      {problem && (
        <p id="new-page-address-problem" className="problem" data-address-problem>
          {problem}
        </p>
      )}
      <p id="new-page-address-rules" data-address-rules>
        {addressRules(reserved)}
      </p>
    </Field>
  );
}
