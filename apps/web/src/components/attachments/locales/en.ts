/** English strings of attachment tiles and previews: the default and fallback language. */
export const en = {
  attachments: {
    open: 'Open {{name}}',
    select: 'Select {{name}}',
    thumbnailAlt: 'Preview of {{name}}',
    imageAlt: '{{name}}',
    pdfPageAlt: 'Page {{page}} of {{count}} of {{name}}',
    pageOf: 'Page {{page}} of {{count}}',
    showOriginal: 'Show the original',
    uploadedBy: 'Uploaded by {{name}}',
    previous: 'Previous file',
    next: 'Next file',
    position: '{{position}} / {{count}}',
    positionStatus: 'File {{position}} of {{count}}: {{name}}',
    download: 'Download',
    noPreview: 'There is no preview for this type of file. Download it to open it.',
    noVideo: 'This browser cannot play the video. Download it to watch it.',
  },
};
