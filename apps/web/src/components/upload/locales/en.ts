/** English strings of the file uploader: the default and fallback language. */
export const en = {
  upload: {
    dropHere: 'Drag files here, or',
    choose: 'Choose files',
    takePhoto: 'Take photo',
    hint: 'Allowed: {{types}}. Up to {{max}} files at a time.',
    invalidType: 'Invalid file extension allowed only {{types}}',
    tooManyFiles: 'Error, maximum files allowed {{max}}',
    notAdded: 'Not added: {{names}}',
    queued: 'Waiting…',
    uploading: 'Uploading… {{percent}}%',
    cancelled: 'Cancelled. The file was not uploaded.',
    cancel: 'Cancel',
    cancelName: 'Cancel the upload of {{name}}',
    retry: 'Retry',
    retryName: 'Retry the upload of {{name}}',
    remove: 'Remove from the list',
    removeName: 'Remove {{name}} from the list',
    progress: 'Upload progress of {{name}}',
    listLabel: 'Files to upload',
    uploaded: 'Uploaded: {{count}}',
  },
};
