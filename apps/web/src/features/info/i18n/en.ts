// English texts of the information pages: the source language. Long pages are split into one id
// per paragraph or list item; the page structures in content/ list them in order. Numbers that
// exist in @asperity/contract (prices, sizes, limits) are never written here: they arrive as
// `{placeholders}` so a change in the contract cannot leave a stale number in a sentence.
// ICU syntax: use ’ rather than ' (an apostrophe can quote ICU syntax) and no literal < > { }.

export const en = {
  // ---------------------------------------------------------------------------------------------
  // Shared
  // ---------------------------------------------------------------------------------------------
  'info.common.seeAlso': 'See also',

  'info.plan.free': 'Free',
  'info.plan.basic': 'Basic',
  'info.plan.advanced': 'Advanced',

  // ---------------------------------------------------------------------------------------------
  // Plans
  // ---------------------------------------------------------------------------------------------
  'info.plans.title': 'Plans and prices',
  'info.plans.intro':
    'Every account can store, view, share and analyse measurements. The plans differ in how much storage they include and in which analyses and operators they unlock.',
  'info.plans.subscriptionsOff':
    'Subscriptions are currently switched off on this site. Every account can use every feature listed below, including those of the Advanced plan, without paying.',
  'info.plans.trial':
    'Every new account starts with a trial of the Advanced plan, and you are notified before it ends. After the trial the account continues on the Free plan unless you choose another.',
  'info.plans.billing':
    'Prices are in US dollars, billed monthly or yearly. One subscription can hold several licences for a team. A cancellation takes effect at the end of the billing period and can be reversed until then; afterwards the account returns to the Free plan.',
  'info.plans.quota': 'Need more room? You can request additional storage from your account page.',
  'info.plans.card.storage': '{storage} of storage',
  'info.plans.card.priceMonthly': '{price} per month',
  'info.plans.card.free.tagline': 'View, measure and share measurements.',
  'info.plans.card.basic.tagline': 'Roughness parameters, levelling and filtering.',
  'info.plans.card.advanced.tagline': 'The complete analysis toolbox, recipes and batch analysis.',
  'info.plans.table.title': 'Features by plan',
  'info.plans.table.caption': 'Each plan includes everything in the plans to its left.',
  'info.plans.table.feature': 'Feature',
  'info.plans.table.storage': 'Storage',
  'info.plans.table.price': 'Price per month',
  'info.plans.table.included': 'Included',
  'info.plans.table.notIncluded': 'Not included',
  'info.plans.group.visualisation': 'Viewing and measuring',
  'info.plans.group.analysis': 'Analyses',
  'info.plans.group.operators': 'Operators',
  'info.plans.group.workflow': 'Workflow and security',

  'info.feature.dimension': 'Dimensions: distances, angles and circles',
  'info.feature.slice': 'Slices',
  'info.feature.adjustRowsColumns': 'Adjust rows/columns',
  'info.feature.crop': 'Crop',
  'info.feature.fillInvalids': 'Fill in invalid points',
  'info.feature.removeDrift': 'Remove drift',
  'info.feature.removeGlitches': 'Remove glitches',
  'info.feature.rotateMirror': 'Rotate/mirror',
  'info.feature.resize': 'Resize',
  'info.feature.printReport': 'Print report',
  'info.feature.interactiveVisualisation': 'Interactive 3D visualisation',
  'info.feature.heightProfile': 'Height profile',
  'info.feature.arealParameters': 'Areal parameters (ISO 25178-2)',
  'info.feature.profileParameters': 'Profile parameters (ISO 21920-2, ISO 4287)',
  'info.feature.stepHeightLine': 'Step height: line',
  'info.feature.deconvolveTip': 'Deconvolve tip',
  'info.feature.filter': 'Filter',
  'info.feature.level': 'Level',
  'info.feature.removeForm': 'Flatten (remove form)',
  'info.feature.removeParticles': 'Remove particles',
  'info.feature.spatialFilter': 'Spatial filter',
  'info.feature.averagePsd': 'Average power spectral density',
  'info.feature.bearingRatio': 'Bearing ratio curve',
  'info.feature.particles': 'Grains and particles',
  'info.feature.stepHeightHistogram': 'Step height: histogram',
  'info.feature.stepHeightRectangle': 'Step height: rectangles',
  'info.feature.volume': 'Volume',
  'info.feature.fftFilter': 'FFT filter',
  'info.feature.removeOutliers': 'Remove outliers',
  'info.feature.batchAnalysis': 'Batch analysis',
  'info.feature.encryption': 'File encryption',
  'info.feature.recipes': 'Recipes',
  'info.feature.stitching': 'Stitching',
  'info.feature.heightHistogram': 'Height histogram',
  'info.feature.subtract': 'Subtract',

  // ---------------------------------------------------------------------------------------------
  // Sharing
  // ---------------------------------------------------------------------------------------------
  'info.share.title': 'Sharing',
  'info.share.intro':
    'Every measurement is private when you upload it. You decide what to share, with whom, and what they may do with it. Instead of mailing files around, you send a link that opens in any browser.',
  'info.share.link.title': 'Share a file by link',
  'info.share.link.p1':
    'From a file’s details you can create a share link. Anyone who has the link opens the measurement in the 3D viewer in their browser: no account and no software to install.',
  'info.share.link.p2':
    'The link contains a random part and, to make it readable, the title of the file. Remove the link and it stops working; the file is private again.',
  'info.share.permissions.title': 'What people with the link may do',
  'info.share.permissions.p1':
    'Three switches decide what viewers of a shared file or folder may do besides looking:',
  'info.share.permissions.li1':
    'Allow editing: viewers may use the editor’s operators and analyses on the shared measurement.',
  'info.share.permissions.li2':
    'Allow saving: signed-in viewers may save a copy to their own library and work on it there.',
  'info.share.permissions.li3':
    'Allow original file export: viewers may download the original instrument file, byte for byte as it was uploaded. This works only while saving is allowed; switching saving off switches it off too.',
  'info.share.permissions.p2': 'In the gallery, an icon marks the images that may be saved to a library.',
  'info.share.folders.title': 'Share a folder',
  'info.share.folders.p1':
    'Folders are shared the same way. Everyone with the folder’s link sees the files in it and can open each one, and the folder’s permissions apply to all of them. It is the simplest way to hand a set of measurements to a team, a customer or a supplier.',
  'info.share.folders.p2': 'Removing the folder’s link ends access for everyone who had it.',
  'info.share.gallery.title': 'Publish to the public gallery',
  'info.share.gallery.p1':
    'The public gallery shows measurements that their owners chose to publish, from semiconductors and optics to tribology, tooling and 3D printing. Visitors search it by category, measuring technology and text.',
  'info.share.gallery.p2':
    'To publish, choose at least one category and write a description, so that others can find and understand the sample. A published image can be seen by everyone and cannot be editable. Visitors can like and comment on it, and you see how often it was viewed.',
  'info.share.embed.title': 'Embed the viewer',
  'info.share.embed.p1':
    'A shared measurement can be embedded in a web page, a wiki or an electronic lab notebook with an iframe, {width} × {height} pixels by default. A lite variant starts the 3D view at once, on a transparent background and with a reduced interface.',
  'info.share.levels.title': 'Who sees what',
  'info.share.levels.li1': 'Private, the default: only you.',
  'info.share.levels.li2': 'Shared by link: anyone who has the link, with the permissions you chose.',
  'info.share.levels.li3': 'Publicly shared: everyone, and the image is listed in the gallery.',

  // ---------------------------------------------------------------------------------------------
  // Analysis
  // ---------------------------------------------------------------------------------------------
  'info.analysis.title': 'Analysis',
  'info.analysis.intro':
    'Asperity computes surface-texture parameters from the full-resolution height data of your measurement. Every parameter names the standard and clause it implements, and every implementation is tested on surfaces with known analytic values and against independent reference software. Where standards or common programs define a quantity differently, the parameter’s details say which definition is used.',
  'info.analysis.areal.title': 'Areal parameters (ISO 25178-2)',
  'info.analysis.areal.p1':
    'Areal parameters describe the whole surface instead of a single trace. They are grouped as the standard groups them:',
  'info.analysis.areal.li1': 'Height parameters: Sa, Sq, Ssk, Sku, Sp, Sv and Sz.',
  'info.analysis.areal.li2':
    'Spatial parameters: Sal, the autocorrelation length, with an adjustable threshold ({threshold} by default).',
  'info.analysis.areal.li3':
    'Hybrid parameters: Sdq, the root-mean-square gradient, and Sdr, the developed interfacial area ratio.',
  'info.analysis.areal.li4':
    'Functional parameters from the material ratio curve: Smr, Smc, Sk, Spk, Svk, Smr1 and Smr2.',
  'info.analysis.areal.p2':
    'Parameters are evaluated over the entire image or over a rectangle you choose. The categories of ASME B46.1 and EUR 15178 EN, and general statistics such as mean, minimum, maximum and range, are available alongside.',
  'info.analysis.profile.title': 'Profile parameters (ISO 21920-2, ISO 4287)',
  'info.analysis.profile.p1':
    'Draw a line across the surface, horizontally, vertically or at any angle, and Asperity extracts the profile and computes Ra, Rq, Rsk, Rku, Rp, Rv, Rz, Rt, Rc and Rmr, together with the maximum-based parameters Rmax, Rp1max, Rv1max, Rz1max, Rpm, Rvm and Rtm.',
  'info.analysis.profile.p2':
    'The roughness profile is separated from waviness with a Gaussian filter (ISO 16610-21) or a spline filter (ISO 16610-22) at the cutoff you choose. Parameters are evaluated over a number of sampling lengths and can be averaged over all parallel profiles of the image.',
  'info.analysis.psd.title': 'Power spectral density',
  'info.analysis.psd.p1':
    'The average power spectral density along rows, columns or both shows how the height variation of a surface is distributed over spatial wavelengths, from the scan size down to the pixel size. It reveals periodic tool marks, compares surfaces across scales and shows the bandwidth an instrument actually resolves.',
  'info.analysis.psd.p2':
    'Window functions (Hann, Hamming, Tukey, Welch or none), mirroring at the edges and low- and high-frequency cutoffs are adjustable. The curve can be exported as a chart or as a table.',
  'info.analysis.bearing.title': 'Bearing ratio curve',
  'info.analysis.bearing.p1':
    'The bearing ratio curve, also called the Abbott–Firestone curve or, in ISO 25178-2, the areal material ratio curve, gives for every height the share of the surface that lies above it. It is shown with the height histogram. The parameters Sk, Spk, Svk, Smr1 and Smr2 follow the linear material ratio construction of ISO 13565-2, carried over to areal data by ISO 25178-2.',
  'info.analysis.step.title': 'Step height',
  'info.analysis.step.p1': 'Three methods measure the height of steps, films and etched structures:',
  'info.analysis.step.li1': 'Line: reference zones on both sides of an edge along a profile.',
  'info.analysis.step.li2':
    'Rectangles: levelling and measuring rectangles placed on the image, with a preview before the full calculation.',
  'info.analysis.step.li3': 'Histogram: the separation between the dominant height levels of the surface.',
  'info.analysis.step.p2':
    'When an optical instrument measures a step between two different materials, the result can be corrected for the phase change on reflection, with materials such as aluminium, gold, chromium, copper, silicon or a dielectric.',
  'info.analysis.volume.title': 'Volume',
  'info.analysis.volume.p1':
    'Draw a polygon around a region and Asperity reports the volume of the bumps (material above the reference level) and of the holes (voids below it) inside. Typical uses are wear scars, dimples, weld beads and deposits.',
  'info.analysis.grains.title': 'Grains and particles',
  'info.analysis.grains.p1':
    'A height threshold separates grains or particles from the background, above or below the threshold. Particles touching the image edge and particles below a minimum size can be excluded. For every particle Asperity reports area, perimeter, aspect ratio, orientation, roundness and form factor, with totals by count and by share of the area.',
  'info.analysis.dimension.title': 'Dimensions and slices',
  'info.analysis.dimension.p1':
    'Measure distances, angles and circles directly on the image, and cut slices to see a cross-section with its heights and the area between two markers.',
  'info.analysis.batch.title': 'Recipes and batch analysis',
  'info.analysis.batch.p1':
    'A recipe stores a sequence of operators and analyses with their settings. Apply it to another measurement for the same preparation and the same parameters, or run it on many files at once with batch analysis.',
  'info.analysis.standards.title': 'Standards referenced',
  'info.analysis.standards.li1':
    'ISO 25178-2:2021, Geometrical product specifications (GPS) — Surface texture: Areal — Part 2: Terms, definitions and surface texture parameters.',
  'info.analysis.standards.li2':
    'ISO 21920-2:2021, Geometrical product specifications (GPS) — Surface texture: Profile — Part 2: Terms, definitions and surface texture parameters.',
  'info.analysis.standards.li3':
    'ISO 4287:1997, Geometrical product specifications (GPS) — Surface texture: Profile method — Terms, definitions and surface texture parameters. Withdrawn in favour of ISO 21920-2 and still widely cited.',
  'info.analysis.standards.li4':
    'ISO 13565-2:1996, Geometrical product specifications (GPS) — Surface texture: Profile method; Surfaces having stratified functional properties — Part 2: Height characterization using the linear material ratio curve.',
  'info.analysis.standards.li5':
    'ISO 16610-21, Geometrical product specifications (GPS) — Filtration — Part 21: Linear profile filters: Gaussian filters.',
  'info.analysis.standards.li6':
    'ISO 16610-22, Geometrical product specifications (GPS) — Filtration — Part 22: Linear profile filters: Spline filters.',
  'info.analysis.standards.li7': 'ASME B46.1, Surface Texture (Surface Roughness, Waviness, and Lay).',
  'info.analysis.standards.li8':
    'EUR 15178 EN: K. J. Stout et al., The development of methods for the characterisation of roughness in three dimensions. Commission of the European Communities, 1993.',

  // ---------------------------------------------------------------------------------------------
  // Viewer
  // ---------------------------------------------------------------------------------------------
  'info.viewer.title': '3D viewer',
  'info.viewer.intro':
    'Open a measurement and it appears in 3D in your browser within moments, on a workstation, a laptop or a phone. The same viewer shows your own files, shared links and embedded views.',
  'info.viewer.gpu.title': 'Rendered on the graphics card',
  'info.viewer.gpu.p1':
    'The height map goes to the graphics card as a floating-point texture and the surface is shaped there, so millions of points stay interactive. While you move a large measurement it is drawn with level of detail; analyses always use the full-resolution data. The view is redrawn only when something changes, so an idle page does not drain the battery.',
  'info.viewer.navigate.title': 'Moving around',
  'info.viewer.navigate.p1':
    'Drag to rotate; pinch or scroll to zoom. The camera position is part of the image settings that are saved with the file.',
  'info.viewer.colour.title': 'Colour scales',
  'info.viewer.colour.p1':
    'Heights are coloured with one of these gradients. You can define your own gradients, and set the colour range by hand to bring out a height band or to give several images the same scale. A colour bar with ticks in your units shows the scale.',
  'info.viewer.lighting.title': 'Lighting and shading',
  'info.viewer.lighting.p1':
    'A light with adjustable azimuth, elevation and intensity brings out fine texture such as tool marks and scratches. The light can move with the camera, or stay fixed relative to the sample so that shadows keep their place as you rotate. Flat shading shows the individual measured points.',
  'info.viewer.geometry.title': 'Scale, box and grid',
  'info.viewer.geometry.p1':
    'Height exaggeration from {heightMin}× to {heightMax}× makes nanometre features visible on millimetre-wide scans, and lateral scaling from {xyMin}× to {xyMax}× stretches the x and y axes. A bounding box, grid lines and axes with ticks in your chosen units give the view its dimensions. None of this changes the measured values.',
  'info.viewer.units.title': 'Units',
  'info.viewer.units.p1':
    'Lengths and heights are shown in metric units (ångström, nanometre, micrometre, millimetre) or imperial units (microinch, milli-inch, inch). The automatic height unit picks the one that suits the height range. Numbers use a chosen count of significant digits or decimal places. Internally all data stay in metres, so changing the display unit never changes a value.',

  'info.gradient.rainbow': 'Rainbow',
  'info.gradient.blue-white': 'Blue–white',
  'info.gradient.black-white': 'Black–white',
  'info.gradient.darkblue-lightblue': 'Dark blue–light blue',
  'info.gradient.black-brown-orange-yellow': 'Black–brown–orange–yellow',
  'info.gradient.black-red-yellow': 'Black–red–yellow',
  'info.gradient.black-brown-yellow': 'Black–brown–yellow',

  // ---------------------------------------------------------------------------------------------
  // Specification
  // ---------------------------------------------------------------------------------------------
  'info.specification.title': 'Specification',
  'info.specification.intro': 'What Asperity reads, which browsers it needs and how it keeps your data.',
  'info.specification.formats.title': 'Supported file formats',
  'info.specification.formats.p1':
    'Asperity identifies a file by its content first and by its extension second. If a file is damaged or is not a measurement, the upload reports the reason instead of guessing.',
  'info.specification.formats.note':
    'An asterisk stands for any continuation: .tif* covers .tif and .tiff, and .0* to .9* cover numbered files such as .001 written by Bruker NanoScope instruments. Images open in the 2D editor and can be linked to 3D measurements; they can be uploaded once your library holds at least one 3D measurement.',
  'info.specification.browsers.title': 'Browsers',
  'info.specification.browsers.p1': 'Asperity runs in these browsers from the version given:',
  'info.specification.browsers.p2':
    'The 3D viewer additionally needs WebGL 2 with hardware acceleration switched on. Some browsers gained WebGL 2 only in later versions than these (Safari, for example, in version 15); in older ones everything but the 3D view works. An unsupported browser gets a notice you can dismiss.',
  'info.specification.browsers.browser': 'Browser',
  'info.specification.browsers.version': 'Minimum version',
  'info.specification.data.title': 'How your data are kept',
  'info.specification.data.li1':
    'Heights are stored in metres as 64-bit floating-point numbers on a regular grid. Invalid points stay marked as invalid instead of being filled in silently.',
  'info.specification.data.li2':
    'The original upload is kept byte for byte, so you can always download it again.',
  'info.specification.data.li3':
    'Operators are recorded as a history on top of the original data, which stays unchanged.',
  'info.specification.data.li4': 'Storage per account depends on the plan.',
  'info.specification.export.title': 'Export formats',
  'info.specification.export.p1': 'Measurements can be exported as:',
  'info.specification.export.p2':
    'Charts and tables export as PNG, as CSV (with a byte-order mark, so spreadsheet programs pick the right encoding) and as PDF.',
  'info.specification.languages.title': 'Languages',
  'info.specification.languages.p1': 'The interface is available in {languages}.',
  'info.specification.software.title': 'Software and hosting',
  'info.specification.software.p1':
    'Asperity is free and open-source software under the MIT License. It runs on a single machine with SQLite and a local file store, or scales out with PostgreSQL, Redis and S3-compatible object storage.',

  'info.exportType.original': 'The original file, exactly as uploaded',
  'info.exportType.opengps': 'X3P (ISO 25178-72, OpenGPS)',
  'info.exportType.surf': 'SUR (Digital Surf)',
  'info.exportType.filmetrics-binary': 'Filmetrics binary',
  'info.exportType.filmetrics-text': 'Filmetrics text',
  'info.exportType.stereolithography': 'STL, for 3D printing and CAD',
  'info.exportType.png': 'PNG image',

  'info.formats.header.family': 'Instrument family',
  'info.formats.header.sources': 'Typical sources',
  'info.formats.header.extensions': 'Extensions',
  'info.formats.spm.name': 'Atomic force and scanning probe microscopes',
  'info.formats.spm.sources': 'Bruker/Veeco NanoScope, Asylum Research (Igor Pro), NT-MDT, Seiko/SII',
  'info.formats.optical.name': 'Optical profilers and interferometers',
  'info.formats.optical.sources':
    'Zygo MetroPro, Bruker Wyko Vision, FRT MicroProf, KLA Zeta, Filmetrics Profilm',
  'info.formats.confocal.name': 'Confocal and focus-variation microscopes',
  'info.formats.confocal.sources': 'Sensofar, Keyence VK, Olympus LEXT, Alicona, WITec',
  'info.formats.stylus.name': 'Stylus profilers',
  'info.formats.stylus.sources': 'Bruker Dektak (Vision64), Ambios',
  'info.formats.exchange.name': 'Exchange and analysis-software formats',
  'info.formats.exchange.sources':
    'X3P (ISO 25178-72), Digital Surf SUR, SDF (ISO 25178-71), BCR/BCRF, Gwyddion, ISO 5436-2 XML',
  'info.formats.tiff.name': 'TIFF height maps',
  'info.formats.tiff.sources': 'Park Systems and other instruments that store heights in TIFF files',
  'info.formats.text.name': 'Text and raw data',
  'info.formats.text.sources': 'ASCII matrix and x-y-z exports, raw binary data',
  'info.formats.image.name': '2D images',
  'info.formats.image.sources': 'BMP, JPEG and PNG pictures, such as micrographs of the sample',
  'info.formats.other.name': 'Other instrument formats',
  'info.formats.other.sources': 'Further formats accepted on upload',

  'info.browser.chrome': 'Google Chrome',
  'info.browser.edge': 'Microsoft Edge',
  'info.browser.firefox': 'Mozilla Firefox',
  'info.browser.opera': 'Opera',
  'info.browser.safari': 'Safari',
  'info.browser.ios': 'Safari on iOS',

  // ---------------------------------------------------------------------------------------------
  // Help index and topics
  // ---------------------------------------------------------------------------------------------
  'info.help.title': 'Help',
  'info.help.intro':
    'Short guides to every part of Asperity, from the first upload to the last exported number.',
  'info.help.topics': 'Topics',
  'info.help.backToIndex': 'All help topics',
  'info.help.notFound.title': 'Help topic not found',
  'info.help.notFound.body': 'There is no help article called “{feature}”. The help index lists every topic.',
  'info.help.notFound.link': 'Go to the help index',

  'info.helpTopic.upload.title': 'Uploading measurements',
  'info.helpTopic.upload.summary':
    'Add files from your instrument, follow the upload queue and fix failed uploads.',
  'info.helpTopic.upload.add.title': 'Add files',
  'info.helpTopic.upload.add.p1':
    'Open My images and drop files onto the file list, or choose them with the upload button. You can add many files at once; they go into the folder you are viewing. Each file appears in the upload queue with its progress: waiting, uploading, then done, failed or cancelled.',
  'info.helpTopic.upload.formats.title': 'Which files work',
  'info.helpTopic.upload.formats.p1':
    'Native files of AFMs, optical profilers, confocal microscopes and stylus profilers are read directly, as are exchange formats such as X3P, SUR and SDF, and text exports. The specification lists every accepted extension. A file may hold several channels, such as height and amplitude.',
  'info.helpTopic.upload.formats.p2':
    'Plain images (BMP, JPEG, PNG) are 2D images. They can be uploaded once your library holds at least one 3D measurement, and linked to regions of 3D images in the 2D editor.',
  'info.helpTopic.upload.failed.title': 'When an upload fails',
  'info.helpTopic.upload.failed.p1':
    'A failed upload shows the reason and offers Retry and Cancel. If the file type is not supported, the message names the extension and only Cancel is offered, since trying again would not help.',
  'info.helpTopic.upload.failed.p2':
    'If your storage is full, delete files you no longer need or request more storage from your account page.',
  'info.helpTopic.upload.failed.p3':
    'Asperity checks imported scales for plausibility. A file that claims, for example, a lateral size of a kilometre, or heights a million times larger than its width, is flagged with a warning: it usually means the instrument wrote the wrong unit.',
  'info.helpTopic.upload.original.title': 'Your original file',
  'info.helpTopic.upload.original.p1':
    'The file you upload is kept byte for byte. Whatever you do in the editor, you can download the original again.',

  'info.helpTopic.library.title': 'Your library: files and folders',
  'info.helpTopic.library.summary':
    'Organise measurements in folders, find them again and keep within your storage.',
  'info.helpTopic.library.folders.title': 'Folders',
  'info.helpTopic.library.folders.p1':
    'Create folders, and folders inside folders; the path above the list takes you back up. Files and folders can be renamed, copied, moved and deleted. A folder cannot be moved into one of its own subfolders.',
  'info.helpTopic.library.finding.title': 'Finding files',
  'info.helpTopic.library.finding.p1':
    'The views All, Recent, Favorites and Shared filter the list; mark a file as a favourite to find it quickly. Show the list as rows or as tiles with 3D or 2D thumbnails, and sort it by creation date, modification date, name, size or size of the original file. The most recently changed files come first by default.',
  'info.helpTopic.library.names.title': 'Names',
  'info.helpTopic.library.names.p1':
    'A name must be unique within its folder, can be up to {maxLength} characters long and may not contain the characters {characters} or control characters. Names that Windows reserves, such as CON, PRN, AUX, NUL, COM1 or LPT1, are refused with or without an extension, so that every file can be downloaded under its own name on any system.',
  'info.helpTopic.library.storage.title': 'Storage',
  'info.helpTopic.library.storage.p1':
    'Each plan includes an amount of storage, listed on the plans page. The details of a file show the size of the stored measurement and of the original file. When you need more, request additional storage from your account page.',

  'info.helpTopic.viewer.title': 'Using the 3D viewer',
  'info.helpTopic.viewer.summary': 'Rotate and zoom, and adjust colours, lighting, scale and the grid.',
  'info.helpTopic.viewer.moving.title': 'Moving the view',
  'info.helpTopic.viewer.moving.p1':
    'Drag to rotate; pinch or scroll to zoom. The viewer draws only when something changes, so it stays responsive on laptops and phones.',
  'info.helpTopic.viewer.colour.title': 'Colour scale',
  'info.helpTopic.viewer.colour.p1':
    'Choose a gradient in the colour-scale settings or define your own. Set the colour range by hand to emphasise a height band, or to give several images the same scale so that they can be compared at a glance.',
  'info.helpTopic.viewer.lighting.title': 'Lighting',
  'info.helpTopic.viewer.lighting.p1':
    'Azimuth and elevation set the direction of the light, intensity its strength. Light relative to the camera moves with your view; light relative to the sample stays fixed on the surface, which helps when you judge the direction of a texture.',
  'info.helpTopic.viewer.scale.title': 'Scale, box and grid',
  'info.helpTopic.viewer.scale.p1':
    'The height scale exaggerates or flattens heights for display only; measured values do not change. The XY scale stretches the lateral axes. The general settings switch the box, the grid lines and the background on or off.',
  'info.helpTopic.viewer.large.title': 'Large measurements',
  'info.helpTopic.viewer.large.p1':
    'Very large scans are displayed with level of detail so that the view stays fluid. Analyses and exports always use every measured point.',

  'info.helpTopic.areal-parameters.title': 'Areal parameters',
  'info.helpTopic.areal-parameters.summary':
    'Sa, Sq, Sz, Sdr and the other ISO 25178-2 parameters, over the whole image or a region.',
  'info.helpTopic.areal-parameters.running.title': 'Running the analysis',
  'info.helpTopic.areal-parameters.running.p1':
    'Open the areal-parameters panel in the editor. Parameters are grouped by category; switch on the ones you need, or a whole category at once. Values are shown in your display units and can be exported as a table.',
  'info.helpTopic.areal-parameters.area.title': 'Area of interest',
  'info.helpTopic.areal-parameters.area.p1':
    'By default the entire image is evaluated. Choose a restricted area to evaluate a rectangle instead, for example to leave out a damaged edge; it starts as the central rectangle spanning the middle half of each side.',
  'info.helpTopic.areal-parameters.prepare.title': 'Prepare the surface first',
  'info.helpTopic.areal-parameters.prepare.p1':
    'Parameters are computed on the surface as it is in the editor. The height parameters of a tilted or curved sample mostly measure its form: level or flatten it first, and filter it if you need the roughness of a particular wavelength band (the S-filter and L-filter of ISO 25178). Invalid points are left out of every calculation.',
  'info.helpTopic.areal-parameters.definitions.title': 'Definitions',
  'info.helpTopic.areal-parameters.definitions.p1':
    'The details of each parameter name the clause of ISO 25178-2 it implements. Sku is the kurtosis as the standard defines it, which is 3 for a Gaussian height distribution, not the excess kurtosis that some programs report. Sal uses the autocorrelation threshold set in the panel ({threshold} by default).',

  'info.helpTopic.profile-parameters.title': 'Profile parameters',
  'info.helpTopic.profile-parameters.summary':
    'Ra, Rq, Rz and more from a line across the surface, with Gaussian or spline filtering.',
  'info.helpTopic.profile-parameters.line.title': 'Choose the profile',
  'info.helpTopic.profile-parameters.line.p1':
    'Place a line across the surface: horizontal, vertical or diagonal. Averaging over the entire image evaluates every parallel row or column and averages the results, which is far more representative than a single trace.',
  'info.helpTopic.profile-parameters.filter.title': 'Filter and sampling lengths',
  'info.helpTopic.profile-parameters.filter.p1':
    'The roughness profile is separated from waviness with a Gaussian filter or a spline filter at the cutoff wavelength you set. The number of sampling lengths is either the most that fit the profile or a number from {samplesMin} to {samplesMax}.',
  'info.helpTopic.profile-parameters.standards.title': 'Which standard?',
  'info.helpTopic.profile-parameters.standards.p1':
    'ISO 21920-2 replaced ISO 4287 in 2021 and changed some definitions and defaults, and older drawings and national standards may use yet others. Check which definition a specification refers to before you compare numbers; the details of each parameter state the one Asperity uses.',

  'info.helpTopic.psd.title': 'Power spectral density',
  'info.helpTopic.psd.summary':
    'See how roughness is spread over wavelengths, with window and cutoff settings.',
  'info.helpTopic.psd.what.title': 'What it shows',
  'info.helpTopic.psd.what.p1':
    'The average PSD is the squared magnitude of the Fourier transform of every row (X) or column (Y), averaged. On logarithmic axes it shows which wavelengths carry the height variation: peaks point to periodic structures such as feed marks, and a straight slope indicates self-affine, fractal-like roughness.',
  'info.helpTopic.psd.settings.title': 'Settings',
  'info.helpTopic.psd.settings.li1': 'Direction: X, Y or both.',
  'info.helpTopic.psd.settings.li2':
    'Window: none (the default), Hann, Hamming, Tukey with its coefficient, or Welch. A window reduces the leakage caused by the edges of the measurement.',
  'info.helpTopic.psd.settings.li3':
    'Mirroring: extends each profile by its mirror image so that there is no jump at the edges.',
  'info.helpTopic.psd.settings.li4': 'Frequency range: the full range, or low- and high-frequency cutoffs.',
  'info.helpTopic.psd.check.title': 'A check on your numbers',
  'info.helpTopic.psd.check.p1':
    'The area under the PSD between two frequencies equals the mean square height of the roughness in that band (Parseval’s theorem). The PSD and Rq or Sq must therefore agree when they cover the same band.',

  'info.helpTopic.bearing-ratio.title': 'Bearing ratio curve',
  'info.helpTopic.bearing-ratio.summary':
    'The Abbott–Firestone curve and the height histogram, for questions of wear and lubrication.',
  'info.helpTopic.bearing-ratio.reading.title': 'Reading the curve',
  'info.helpTopic.bearing-ratio.reading.p1':
    'For every height, the curve shows the percentage of the surface that lies above it. Read it from the top: the first few percent are the highest peaks, which wear off first; the flat middle part is the core that carries the load; the last part is the valleys that hold lubricant.',
  'info.helpTopic.bearing-ratio.histogram.title': 'Histogram',
  'info.helpTopic.bearing-ratio.histogram.p1':
    'The height histogram beside the curve shows how often each height occurs. Set the number of bins ({bins} by default), switch to a continuous histogram, show or hide the curve, or turn the chart vertical to line it up with a profile.',
  'info.helpTopic.bearing-ratio.parameters.title': 'Parameters',
  'info.helpTopic.bearing-ratio.parameters.p1':
    'Sk, Spk, Svk, Smr1 and Smr2 summarise the curve as core roughness depth, reduced peak height and reduced valley depth, after ISO 13565-2 and ISO 25178-2. They are part of the areal parameters.',

  'info.helpTopic.step-height.title': 'Step height',
  'info.helpTopic.step-height.summary':
    'Measure steps and film thickness with the line, rectangles or histogram method.',
  'info.helpTopic.step-height.methods.title': 'Choosing a method',
  'info.helpTopic.step-height.methods.li1':
    'Line, for a single edge: place a profile across the step and set the reference zones on the upper and the lower side.',
  'info.helpTopic.step-height.methods.li2':
    'Rectangles, for areas: place rectangles for levelling and for measuring; a preview shows the result before the full calculation. The rectangles can be placed independently of each other.',
  'info.helpTopic.step-height.methods.li3':
    'Histogram, for surfaces with two or more distinct levels such as etched patterns: the dominant height levels are found in the histogram and their separation is reported.',
  'info.helpTopic.step-height.leveling.title': 'Levelling',
  'info.helpTopic.step-height.leveling.p1':
    'A tilted sample makes every step height wrong. The methods level the surface on reference regions before measuring; keep those regions on flat parts of one level.',
  'info.helpTopic.step-height.materials.title': 'Dissimilar materials',
  'info.helpTopic.step-height.materials.p1':
    'An optical profiler sees a step between two different materials shifted by the phase change on reflection, which differs between metals, semiconductors and dielectrics. Choose the material on each side (for example gold on silicon) and the result is corrected for it.',

  'info.helpTopic.volume.title': 'Volume',
  'info.helpTopic.volume.summary': 'The volume of bumps and holes inside a region you draw.',
  'info.helpTopic.volume.measuring.title': 'Measuring',
  'info.helpTopic.volume.measuring.p1':
    'Open the volume tool and click around the region to draw a polygon. Asperity reports the volume of the bumps (material above the reference level) and of the holes (voids below it) inside the polygon.',
  'info.helpTopic.volume.editing.title': 'Editing the polygon',
  'info.helpTopic.volume.editing.p1':
    'Remove the last point to correct a click, or clear the drawing to start again. Changing the polygon clears the previous result.',
  'info.helpTopic.volume.meaningful.title': 'Meaningful numbers',
  'info.helpTopic.volume.meaningful.p1':
    'Level the surface before measuring, so that the reference level is the surface around the feature and not a tilt of the sample.',

  'info.helpTopic.particles.title': 'Grains and particles',
  'info.helpTopic.particles.summary':
    'Find particles or pores with a height threshold and get statistics for each one.',
  'info.helpTopic.particles.threshold.title': 'Threshold',
  'info.helpTopic.particles.threshold.p1':
    'The threshold is a height between the lowest and the highest point of the image, at {percent} of the range by default. Particles are the regions above it, or below it when you look for pores, pits or grains bounded by valleys.',
  'info.helpTopic.particles.exclusions.title': 'Exclusions',
  'info.helpTopic.particles.exclusions.p1':
    'Exclude particles that touch the image edge, since their true size is unknown, and particles below a minimum size, which are usually noise.',
  'info.helpTopic.particles.results.title': 'Results',
  'info.helpTopic.particles.results.p1':
    'For each particle: area, perimeter, aspect ratio, orientation, roundness and form factor. Totals are given as the number of particles and as the share of the area they cover. Export the table to continue in a spreadsheet.',

  'info.helpTopic.operators.title': 'Operators: preparing a surface',
  'info.helpTopic.operators.summary':
    'Flatten, level, filter, crop and repair a measurement, with a history you can step back through.',
  'info.helpTopic.operators.list.title': 'Available operators',
  'info.helpTopic.operators.list.p1': 'Operators change the height data before analysis:',
  'info.helpTopic.operators.list.li1': 'Form and tilt: Flatten (remove form), Level, Remove Drift.',
  'info.helpTopic.operators.list.li2':
    'Filters: Filter (Gaussian or spline, for roughness or waviness), Spatial Filter, FFT Filter.',
  'info.helpTopic.operators.list.li3':
    'Repair: Remove Outliers, Fill In Invalids, Remove Glitches, Adjust Rows/Columns, Remove Particles, and Deconvolve Tip for the shape of an AFM tip.',
  'info.helpTopic.operators.list.li4':
    'Geometry: Crop, Rotate/Mirror, Resize, and Stitch to join overlapping measurements.',
  'info.helpTopic.operators.history.title': 'History',
  'info.helpTopic.operators.history.p1':
    'Every operator you apply becomes a step in the file’s history. Go back to any earlier step or trim the history; saving makes the current state the file’s state. The uploaded original is never changed. Two Level operators cannot be applied directly one after the other.',
  'info.helpTopic.operators.recipes.title': 'Recipes',
  'info.helpTopic.operators.recipes.p1':
    'Save a sequence of operators and analyses as a recipe and apply it to other measurements for identical processing. Batch analysis runs a recipe over many files at once.',

  'info.helpTopic.sharing.title': 'Sharing',
  'info.helpTopic.sharing.summary':
    'Share files and folders by link, set permissions, publish to the gallery and embed the viewer.',
  'info.helpTopic.sharing.link.title': 'Create a link',
  'info.helpTopic.sharing.link.p1':
    'Open a file’s details and create a share link, then copy it and send it. The recipient opens the measurement in the browser without an account. Folders are shared the same way.',
  'info.helpTopic.sharing.permissions.title': 'Permissions',
  'info.helpTopic.sharing.permissions.li1':
    'Allow editing: viewers may use the editor on the shared measurement. A publicly shared image cannot be editable.',
  'info.helpTopic.sharing.permissions.li2':
    'Allow saving: signed-in viewers may save a copy to their library.',
  'info.helpTopic.sharing.permissions.li3':
    'Allow original file export: viewers may download the original file. It requires saving to be allowed.',
  'info.helpTopic.sharing.stop.title': 'Stop sharing',
  'info.helpTopic.sharing.stop.p1':
    'Remove the link and it stops working at once. Removing a file’s link also takes the file out of the public gallery and resets its permissions.',
  'info.helpTopic.sharing.gallery.title': 'Gallery and embedding',
  'info.helpTopic.sharing.gallery.p1':
    'To publish in the public gallery, choose at least one category and write a description. To show a measurement on your own site, embed the viewer with an iframe of {width} × {height} pixels.',

  'info.helpTopic.export.title': 'Export and download',
  'info.helpTopic.export.summary':
    'Download originals, convert to X3P, SUR or STL, and export charts and tables.',
  'info.helpTopic.export.files.title': 'Measurements',
  'info.helpTopic.export.files.p1':
    'Export a measurement as the original file, as X3P (ISO 25178-72), SUR (Digital Surf), Filmetrics binary or text, STL for 3D printing, or as a PNG image. Select several files or folders to export them together.',
  'info.helpTopic.export.data.title': 'Charts and tables',
  'info.helpTopic.export.data.p1':
    'The charts and tables of the analyses export as PNG, CSV or PDF. CSV files start with a byte-order mark and end their lines with CR LF, so spreadsheet programs open them with the right encoding.',
  'info.helpTopic.export.large.title': 'Large exports',
  'info.helpTopic.export.large.p1':
    'Large exports are prepared on the server. When preparing takes a while, a status message says so; it disappears when the download starts.',
  'info.helpTopic.export.report.title': 'Reports',
  'info.helpTopic.export.report.p1':
    'Print report creates a printable summary of the measurement and its analyses, which you can also save as a PDF from the print dialog.',

  'info.helpTopic.units.title': 'Units and number format',
  'info.helpTopic.units.summary':
    'Switch between metric and imperial units and choose how numbers are shown.',
  'info.helpTopic.units.system.title': 'Measurement system',
  'info.helpTopic.units.system.p1':
    'In the units settings choose metric units (ångström, nanometre, micrometre, millimetre) or imperial units (microinch, milli-inch, inch), separately for lateral distances and for heights. Micrometres are the default for both.',
  'info.helpTopic.units.auto.title': 'Automatic height unit',
  'info.helpTopic.units.auto.p1':
    'With the automatic height unit, Asperity picks millimetres, micrometres, nanometres or ångström from the size of the values, so that numbers stay readable.',
  'info.helpTopic.units.format.title': 'Number format',
  'info.helpTopic.units.format.p1':
    'Show numbers with a fixed count of significant digits ({sigMin} to {sigMax}) or of decimal places ({decMin} to {decMax}), and show or hide trailing zeros. Very large and very small values switch to scientific notation.',
  'info.helpTopic.units.data.title': 'Units never change your data',
  'info.helpTopic.units.data.p1':
    'Asperity stores heights and lengths in metres and converts them only for display and export, so changing units never rounds or alters the measurement.',

  // ---------------------------------------------------------------------------------------------
  // Privacy policy
  // ---------------------------------------------------------------------------------------------
  'info.privacy.title': 'Privacy policy',
  'info.privacy.intro':
    'This policy explains which personal data the Asperity software processes on this site, why, and what choices you have. Asperity is open-source software; the organisation that runs this site, the operator, is responsible for the data processed here.',
  'info.privacy.controller.title': 'Who is responsible',
  'info.privacy.controller.p1':
    'The operator of this site is the controller of your personal data. You can reach the operator through the support contact shown in the application.',
  'info.privacy.data.title': 'What is processed',
  'info.privacy.data.li1':
    'Account data: your e-mail address, username, first and last name, and your password, which is stored only as a salted hash made with a memory-hard function and never in readable form.',
  'info.privacy.data.li2':
    'Your files: the measurements and images you upload, their names, folders, descriptions and settings, and the results you save.',
  'info.privacy.data.li3':
    'Sign-up information: your answer to how you heard about Asperity, the address of the page that referred you and, if the link you followed carried one, an advertising click identifier.',
  'info.privacy.data.li4':
    'Usage and security data: when you last signed in, with the IP address and the country derived from it; failed sign-in attempts, to stop password guessing; and server logs with request identifiers, to find errors.',
  'info.privacy.data.li5':
    'Messages you send: support requests and reports, with your e-mail address and any attachments (up to {size} in total).',
  'info.privacy.purpose.title': 'Why',
  'info.privacy.purpose.p1':
    'These data are processed to provide the service you signed up for (storing, displaying, analysing and sharing your files), to keep accounts secure, to answer your requests and to send the e-mails the service needs: address confirmation, password reset and the notifications you chose in your settings. The legal bases are the contract with you and the legitimate interest in a secure, working service.',
  'info.privacy.recipients.title': 'Who can see your data',
  'info.privacy.recipients.li1':
    'Your files are private until you share them. A share link gives access to anyone who has it; publishing to the gallery makes an image, its title and description, and your username visible to everyone.',
  'info.privacy.recipients.li2':
    'Staff of this site can see account data in order to run the service, for example to confirm an address or to grant storage.',
  'info.privacy.recipients.li3':
    'If you open the community forum, which runs on a separate host, your username and e-mail address are passed to it by single sign-on.',
  'info.privacy.recipients.li4':
    'If paid subscriptions are enabled on this site, payments are processed by a payment provider, which receives the data needed for the payment.',
  'info.privacy.recipients.li5':
    'Personal data are not sold, and Asperity contains no third-party advertising or tracking scripts.',
  'info.privacy.retention.title': 'How long data are kept',
  'info.privacy.retention.p1':
    'Account data and files are kept while your account exists. When you delete a file or your account, the data are deleted; copies in backups expire on the operator’s backup schedule. Accounts whose e-mail address is never confirmed are deleted after {unconfirmedDays} days. Password-reset links expire after {hours} hours.',
  'info.privacy.rights.title': 'Your rights',
  'info.privacy.rights.p1':
    'You can see and correct your account data in your profile, download your files, originals included, at any time, and delete files or your whole account. You may also ask the operator for a copy of your data, object to its processing, and complain to a data-protection authority.',
  'info.privacy.security.title': 'Security',
  'info.privacy.security.p1':
    'Sessions use HTTP-only cookies that scripts on the page cannot read. Repeated failed sign-ins block further attempts for {minutes} minutes. Files can optionally be encrypted. When the site is served over HTTPS, all traffic between your browser and the site is encrypted.',
  'info.privacy.changes.title': 'Changes to this policy',
  'info.privacy.changes.p1':
    'If this policy changes in a way that matters, you will be asked to agree to the new version the next time you sign in.',

  // ---------------------------------------------------------------------------------------------
  // Cookie policy
  // ---------------------------------------------------------------------------------------------
  'info.cookies.title': 'Cookie policy',
  'info.cookies.intro':
    'Asperity uses a few cookies, each needed for the site to work or to remember a choice you made. There are no advertising or tracking cookies.',
  'info.cookies.list.title': 'Cookies on this site',
  'info.cookies.header.cookie': 'Cookie',
  'info.cookies.header.purpose': 'Purpose',
  'info.cookies.header.lifetime': 'Lifetime',
  'info.cookies.consent.name': 'Cookie consent',
  'info.cookies.consent.purpose':
    'Remembers that you accepted this cookie policy (value “{value}”), so that the banner is not shown again.',
  'info.cookies.browser.name': 'Outdated-browser notice',
  'info.cookies.browser.purpose':
    'Remembers that you closed the notice about an outdated browser (value “{value}”), so that it stays closed.',
  'info.cookies.language.name': 'Language',
  'info.cookies.language.purpose': 'The interface language you chose, so the site opens in it next time.',
  'info.cookies.session.name': 'Session',
  'info.cookies.session.purpose':
    'Keeps you signed in. A short-lived access cookie identifies you on each request; a refresh cookie renews it and is replaced every time it is used. Both are HTTP-only, so scripts on the page cannot read them.',
  'info.cookies.lifetime.days': '{cookieDays, plural, one {# day} other {# days}}',
  'info.cookies.lifetime.session': 'Until you sign out or they expire',
  'info.cookies.attributes.title': 'How they are set',
  'info.cookies.attributes.p1':
    'The consent and outdated-browser cookies apply to the whole site (path {path}), are set for the site’s domain and use SameSite={sameSite}, so browsers send them only with requests that start on this site or with ordinary links to it. The session cookies use SameSite={sameSite} as well, which, together with a check of where each changing request comes from, protects you against cross-site request forgery.',
  'info.cookies.storage.title': 'Storage in your browser',
  'info.cookies.storage.p1':
    'The application may also keep display preferences in your browser’s local storage. They stay on your device.',
  'info.cookies.thirdParty.title': 'Other sites',
  'info.cookies.thirdParty.p1':
    'The community forum runs on a separate host and sets its own cookies under its own policy.',
  'info.cookies.control.title': 'Your choices',
  'info.cookies.control.p1':
    'You can delete cookies in your browser settings at any time. Without the session cookies you cannot stay signed in, and without the consent cookie the banner appears again.',

  // ---------------------------------------------------------------------------------------------
  // Terms of service
  // ---------------------------------------------------------------------------------------------
  'info.terms.title': 'Terms of service',
  'info.terms.intro':
    'These terms apply to your use of Asperity on this site. By creating an account you agree to them, so please read them.',
  'info.terms.service.title': 'The service',
  'info.terms.service.p1':
    'Asperity lets you store, view, analyse and share surface-topography measurements. The software is open source under the MIT License. These terms cover the service run on this site; your use of the source code is governed by the licence alone.',
  'info.terms.account.title': 'Your account',
  'info.terms.account.p1':
    'An account needs a confirmed e-mail address; accounts that are never confirmed are deleted after {unconfirmedDays} days. Keep your password secret: you are responsible for what happens under your account. You must be old enough to enter into a contract where you live.',
  'info.terms.content.title': 'Your content',
  'info.terms.content.p1':
    'Your files remain yours. You give the operator the permission needed to store, process, display and back them up in order to provide the service, and to show them to the people you share them with. You confirm that you may upload what you upload, and that sharing or publishing it does not break a confidentiality agreement or the rights of others.',
  'info.terms.sharing.title': 'Sharing and the public gallery',
  'info.terms.sharing.p1':
    'A share link gives access to anyone who has it; you decide whether viewers may edit, save a copy or download the original. Images published in the gallery are visible to everyone. The operator may remove gallery content that breaks these terms.',
  'info.terms.use.title': 'Acceptable use',
  'info.terms.use.li1': 'Do not upload malware or files made to harm the service or its users.',
  'info.terms.use.li2':
    'Do not try to access other people’s accounts or files, or to get around plan limits or security measures.',
  'info.terms.use.li3':
    'Do not overload the service, for example with automated mass uploads or requests far beyond normal use.',
  'info.terms.use.li4': 'Do not upload content that is illegal or that infringes the rights of others.',
  'info.terms.plans.title': 'Plans, storage and payment',
  'info.terms.plans.p1':
    'Plans differ in storage and features as shown on the plans page. New accounts start with a trial of the Advanced plan. Where paid subscriptions are enabled, they are billed monthly or yearly in US dollars; a cancellation takes effect at the end of the billing period, after which the account returns to the Free plan. When your files fill your storage, you cannot upload more until you free space or get more storage.',
  'info.terms.results.title': 'Measurement results',
  'info.terms.results.p1':
    'Asperity computes parameters as the standards it names define them and is tested against reference values, but results depend on your data and the settings you choose. Check results before you rely on them for decisions about safety, the acceptance of products or legal matters.',
  'info.terms.liability.title': 'Availability and liability',
  'info.terms.liability.p1':
    'The service is provided as is, without warranty, just as the software is under the MIT License. The operator aims for a reliable service but does not guarantee that it is always available; keep your own copies of important data. As far as the law allows, the operator is not liable for indirect damage or lost data.',
  'info.terms.ending.title': 'Ending the service',
  'info.terms.ending.p1':
    'You can delete your account at any time. The operator may suspend accounts that seriously or repeatedly break these terms and, where possible, gives notice first so that you can export your files.',
  'info.terms.changes.title': 'Changes to these terms',
  'info.terms.changes.p1':
    'If these terms change in a way that matters, you will be asked to accept the new version the next time you sign in.',
};

export type InfoMessageId = keyof typeof en;
