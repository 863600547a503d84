import type { ResumeExtension } from '../forms/resume-file';
import type { FileWindow } from './file-window';
import { isDoc } from './resume-doc';
import { isDocx } from './resume-docx';
import { isPdf } from './resume-pdf';

export { isDoc, isDocx, isPdf };
export { ZIP_MAX_ENTRIES } from './resume-docx';

/** By structure, not only the first bytes; reads only bounded windows. */
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
