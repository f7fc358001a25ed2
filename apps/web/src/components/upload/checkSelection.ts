import { allowedKindsFor, kindOfExtension, type AssetTarget, type FileKind } from '@fieldwork/contracts';

export type SelectionRefusal =
  | { kind: 'tooManyFiles'; max: number }
  | { kind: 'invalidType'; types: readonly FileKind[]; names: string[] };

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The checks the client makes before sending (the server checks the content again): no more than
 * `maxFiles` in the list, and only names whose extension the target accepts. A refused selection
 * adds nothing, as the server refuses a whole request.
 */
export function checkSelection(
  names: readonly string[],
  alreadyListed: number,
  target: AssetTarget,
  maxFiles: number,
  types: readonly FileKind[] = allowedKindsFor(target),
): SelectionRefusal | null {
  if (alreadyListed + names.length > maxFiles) return { kind: 'tooManyFiles', max: maxFiles };
  const wrong = names.filter((name) => {
    const kind = kindOfExtension(extensionOf(name));
    return kind === null || !types.includes(kind);
  });
  return wrong.length > 0 ? { kind: 'invalidType', types, names: wrong } : null;
}
