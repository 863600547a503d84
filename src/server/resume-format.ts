import type { ResumeExtension } from '../forms/resume-file';
import type { FileWindow } from './file-window';
import { isDoc } from './resume-doc';
import { isDocx } from './resume-docx';
import { isPdf } from './resume-pdf';

export { isDoc, isDocx, isPdf };
export { ZIP_MAX_ENTRIES } from './resume-docx';

/**
 * Whether a file really is what its extension says, by its structure, not only its first bytes.
 * Reads only bounded windows of the file.
 */
export async function hasResumeFormat(file: FileWindow, extension: ResumeExtension): Promise<boolean> {
  switch (extension) {
    case '.pdf':
      return isPdf(file);
    case '.docx':
      return isDocx(file);
    case '.doc':
      return isDoc(file);
  }
}
