import { profilePhotoRules } from '@care/shared';
import { useCallback, useEffect, useId, useState } from 'react';

const MB = 1024 * 1024;

/** A first check in the browser, so nobody waits for a large upload to be refused. */
export function coverProblem(file: File): string | null {
  if (!(profilePhotoRules.mimeTypes as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP picture';
  }
  if (file.size > profilePhotoRules.maxBytes) {
    return `This picture is ${(file.size / MB).toFixed(1)} MB; choose one under ${profilePhotoRules.maxBytes / MB} MB`;
  }
  return null;
}

export interface ChosenPicture {
  file: File;
  /** An address the page can show the file from until another is chosen or the page closes. */
  url: string;
}

/** A picture chosen but not sent yet, with an address to show it from (released when done). */
export function useChosenPicture(): [ChosenPicture | null, (file: File) => void] {
  const [chosen, setChosen] = useState<ChosenPicture | null>(null);
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);
  const choose = useCallback(
    (file: File) => setChosen({ file, url: URL.createObjectURL(file) }),
    [],
  );
  return [chosen, choose];
}

interface CoverPickerProps {
  label: string;
  /** The stored picture (card width), or a chosen file's preview, or null. */
  src: string | null;
  onChoose: (file: File) => void;
  busy?: boolean;
  disabled?: boolean;
  problem?: string | null;
  hint?: string;
}

/**
 * A 16:9 picture (a post's cover, a banner's image) with a button to choose another. The server
 * checks the file by its bytes and cuts it to 16:9; this shows it at that shape meanwhile.
 */
export function CoverPicker({
  label,
  src,
  onChoose,
  busy = false,
  disabled = false,
  problem,
  hint,
}: CoverPickerProps) {
  const inputId = useId();
  const problemId = useId();
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-4">
        {src ? (
          <img
            src={src}
            alt={`${label}: current picture`}
            className="aspect-video w-56 rounded-lg border border-slate-200 object-cover"
          />
        ) : (
          <div className="flex aspect-video w-56 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500">
            No picture yet
          </div>
        )}
        <div>
          <input
            id={inputId}
            type="file"
            accept={profilePhotoRules.accept}
            className="peer sr-only"
            disabled={disabled || busy}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again after a refusal still sends it.
              event.target.value = '';
              if (file) onChoose(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={`inline-flex min-h-11 items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
              disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:bg-brand-50'
            }`}
          >
            {busy
              ? 'Uploading…'
              : src
                ? `Change ${label.toLowerCase()}`
                : `Choose ${label.toLowerCase()}`}
          </label>
          <p className="mt-1 text-xs text-slate-500">
            {hint ?? 'JPEG, PNG or WebP, up to 5 MB. Cut to 16:9 on upload.'}
          </p>
        </div>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
