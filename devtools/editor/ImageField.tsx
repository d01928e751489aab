import type { FieldProps } from '@rjsf/utils';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { listImages, uploadImage, type ImageLibrary, type LibraryImage } from './editorClient';
import { EditStepContext } from './editStep';
import { ui } from './editorTheme';
import { PickerDialog } from './PickerDialog';

interface ImageValue {
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
}

const Chosen = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  margin: 6px 0 10px;
  img {
    width: 112px;
    height: 63px;
    object-fit: contain;
    background: ${ui.panel};
    border: 1px solid ${ui.line};
    border-radius: 6px;
  }
  code {
    display: block;
    font: 12px ${ui.mono};
    word-break: break-all;
  }
  small {
    color: ${ui.muted};
  }
`;

/** The note that asks for a description of a picture just chosen in place of another. */
const Retell = styled.div`
  margin: 0 0 6px;
  padding: 6px 9px;
  border: 1px solid ${ui.focus};
  border-radius: 6px;
  background: #fffaeb;
  font-size: 13px;
  line-height: 1.45;
  strong {
    display: block;
  }
  q {
    font-style: italic;
  }
  button {
    margin-top: 4px;
  }
`;

const Picker = styled(PickerDialog)`
  width: min(860px, 94vw);
  [role='alert'] {
    flex-basis: 100%;
    margin: 0;
    color: ${ui.danger};
  }
  ul {
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: 12px;
  }
  li button {
    padding: 6px;
    text-align: left;
    font: 12px ${ui.font};
  }
  li img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: contain;
    background: ${ui.panel};
    margin-bottom: 4px;
  }
`;

/**
 * Resolves once the server serves `src` as an image (or after about 3 s regardless): the dev server
 * learns of a new file in public/ from its file watcher, a moment after the upload wrote it, and a
 * thumbnail asked for sooner would stay broken.
 */
function whenServed(src: string): Promise<void> {
  return new Promise((resolve) => {
    let attempt = 0;
    const probe = () => {
      const image = new Image();
      image.onload = () => resolve();
      image.onerror = () => (++attempt < 20 ? window.setTimeout(probe, 150) : resolve());
      // A query of its own each time, so no failed answer is reused (the field shows the plain address).
      image.src = `${src}?probe=${Date.now()}-${attempt}`;
    };
    probe();
  });
}

/** The file types an upload may be; the dev server checks the bytes, this only narrows the file dialog. */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';

/** validate's message for a field the image lacks ('missing required field "alt" (…)'), or null. */
const missingField = (message: string) => /^missing required field "([^"]+)"/.exec(message)?.[1] ?? null;

/**
 * An image field: the picture chosen from public/images (browsed as thumbnails, or uploaded there),
 * its width and height filled in from the file, and its alt text, which the page must have.
 *
 * Like an image field of Sanity or Payload, an image not chosen yet is one control, *Choose image…*:
 * the alt text belongs to a picture, and is asked for (the focus on it) once one is chosen. Alt
 * text the value has without a picture (written by hand in the file) stays on show, never dropped.
 * Another picture chosen in place of one makes the alt text that described the old one go (it
 * would describe the wrong picture, and validate would let it through): the field asks for the new
 * picture's, shows the old text, and offers to keep it; the change is one step of undo, so undo
 * brings the old pair back.
 */
export function ImageField({ formData, onChange, fieldPathId, errorSchema, required, schema, disabled, readonly }: FieldProps<ImageValue>) {
  const value = formData ?? {};
  const id = fieldPathId.$id;
  const dialog = useRef<HTMLDialogElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [library, setLibrary] = useState<ImageLibrary | null>(null);
  const [folder, setFolder] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  /** The alt text of the picture last replaced by another (`src`), offered until the new one is described. */
  const [replaced, setReplaced] = useState<{ src: string; alt: string } | null>(null);
  /** Whether the alt text is to get the focus once it is on screen (after a picture is chosen). */
  const focusAlt = useRef(false);
  const markStep = useContext(EditStepContext);
  /** A change; `step` for one to undo on its own (a picture chosen or removed), not joined to typing. */
  const set = (next: ImageValue | undefined, step = false) => {
    if (step) markStep();
    onChange(next, fieldPathId.path);
  };

  useEffect(() => {
    if (!focusAlt.current || !altInput.current) return;
    focusAlt.current = false;
    altInput.current.focus();
  });

  const chosen = value.src !== undefined;
  // The alt text is the chosen picture's; without one, only alt text the value already has is shown.
  const altShown = chosen || 'alt' in value;
  const retelling = replaced !== null && replaced.src === value.src && !value.alt;
  // Without a picture, what is missing is the picture: its width and height come with it.
  const pictureErrors = [
    ...(errorSchema?.__errors ?? []),
    ...(errorSchema?.src?.__errors ?? []),
    ...(errorSchema?.width?.__errors ?? []),
    ...(errorSchema?.height?.__errors ?? []),
  ].filter((message) => chosen || !['width', 'height'].includes(missingField(message) ?? ''));
  const errors = [...new Set(pictureErrors)];
  // While the note asks for the new picture's description, it says what "missing alt" would.
  const altErrors = (errorSchema?.alt?.__errors ?? []).filter((message) => !(retelling && missingField(message) === 'alt'));
  const altDescribedBy = [`${id}_alt__description`, retelling ? `${id}_alt__retell` : null].filter(Boolean).join(' ');

  const open = () => {
    setProblem('');
    dialog.current?.showModal();
    listImages().then(setLibrary, (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  };
  const choose = (image: LibraryImage) => {
    dialog.current?.close();
    // The same picture again, the same size: nothing to change, nothing to undo.
    if (image.src === value.src && image.width === value.width && image.height === value.height) return;
    const next: ImageValue = { ...value, src: image.src, width: image.width, height: image.height };
    // Another picture: the old one's alt text would describe the wrong picture.
    if (value.src !== undefined && value.src !== image.src && value.alt) {
      setReplaced({ src: image.src, alt: value.alt });
      next.alt = undefined;
    }
    focusAlt.current = !next.alt;
    set(next, true);
  };
  const upload = async (file: File | undefined) => {
    if (!file || !library) return;
    setProblem('');
    if (file.size > library.maxBytes) {
      setProblem(
        `${file.name} is ${(file.size / 1048576).toFixed(1)} MB; images may be at most ${(library.maxBytes / 1048576).toFixed(1)} MB`,
      );
      return;
    }
    setBusy(true);
    try {
      const image = await uploadImage(file, folder);
      await whenServed(image.src);
      choose(image);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset id={id} data-image-field>
      <legend>{schema.title}</legend>
      {schema.description && <p className="field-description">{schema.description}</p>}
      <Chosen>
        {value.src ? <img src={value.src} alt="" /> : null}
        <div>
          <code>{value.src ?? 'No image chosen'}</code>
          {value.width && value.height ? (
            <small>
              {value.width} × {value.height} px, read from the file
            </small>
          ) : null}
        </div>
      </Chosen>
      <p>
        <button type="button" className="rjsf-word-button" onClick={open} disabled={disabled || readonly}>
          {value.src ? 'Change image…' : 'Choose image…'}
        </button>{' '}
        {!required && formData ? (
          <button type="button" className="rjsf-word-button" onClick={() => set(undefined, true)}>
            Remove image
          </button>
        ) : null}
      </p>
      {errors.map((message) => (
        <p key={message} className="text-danger">
          {message}
        </p>
      ))}
      {altShown ? (
        <div className="form-group field field-string">
          <label className="control-label" htmlFor={`${id}_alt`}>
            Alt text<span className="required">*</span>
          </label>
          <p className="field-description" id={`${id}_alt__description`}>
            {chosen
              ? 'What the image shows, for people who cannot see it. Every image needs it.'
              : 'What the image shows, for people who cannot see it: choose the picture it describes.'}
          </p>
          {retelling ? (
            <Retell id={`${id}_alt__retell`}>
              <strong>Describe the new image.</strong> The alt text described the previous one: <q>{replaced.alt}</q>{' '}
              <button type="button" className="rjsf-word-button" onClick={() => set({ ...value, alt: replaced.alt }, true)}>
                Keep the previous text
              </button>
            </Retell>
          ) : null}
          <input
            ref={altInput}
            id={`${id}_alt`}
            className="form-control"
            type="text"
            required
            value={value.alt ?? ''}
            aria-describedby={altDescribedBy}
            aria-invalid={altErrors.length || retelling ? true : undefined}
            onChange={(event) => set({ ...value, alt: event.target.value === '' ? undefined : event.target.value })}
          />
          {altErrors.map((message) => (
            <p key={message} className="text-danger">
              {message}
            </p>
          ))}
        </div>
      ) : null}
      <Picker ref={dialog} aria-labelledby={headingId} onClose={() => setProblem('')}>
        <header>
          <h2 id={headingId}>Choose an image</h2>
          <label>
            Upload into{' '}
            <select value={folder} onChange={(event) => setFolder(event.target.value)} disabled={!library}>
              {(library?.folders ?? ['']).map((name) => (
                <option key={name} value={name}>
                  public/images/{name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input
              type="file"
              accept={ACCEPT}
              aria-label="Upload an image (PNG, JPEG, WebP or AVIF)"
              disabled={!library || busy}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          <small>PNG, JPEG, WebP or AVIF, at most {((library?.maxBytes ?? 0) / 1048576).toFixed(0)} MB</small>
          <button type="button" className="rjsf-word-button" onClick={() => dialog.current?.close()}>
            Close
          </button>
          {problem ? <p role="alert">{problem}</p> : null}
        </header>
        <ul aria-label="Images in public/images">
          {library?.images.map((image) => (
            <li key={image.src}>
              <button type="button" aria-pressed={image.src === value.src} onClick={() => choose(image)}>
                <img src={image.src} alt="" loading="lazy" />
                {image.src.replace(/^\/images\//, '')}
                <br />
                {image.width} × {image.height}
              </button>
            </li>
          ))}
        </ul>
      </Picker>
    </fieldset>
  );
}
