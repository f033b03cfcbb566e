// Routes of the form /api/files/{fileGuid}/… that a file-link visitor may call too: the visitor
// knows the share hash, never the file's guid (the shared views do not reveal it), so the path may
// name the file by that share hash. Any other path segment must be the file's own guid (the access
// function compares it with the file the link leads to: a mismatch is not-found).
export function pathFileGuid(segment: string, shareHash: string | undefined): string | undefined {
  return shareHash !== undefined && segment === shareHash ? undefined : segment;
}
