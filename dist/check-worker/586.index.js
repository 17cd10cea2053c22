export const id = 586;
export const ids = [586];
export const modules = {

/***/ 2586:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  getTwoslashOptions: () => (/* binding */ getTwoslashOptions),
  parseLineComment: () => (/* binding */ parseLineComment),
  transformerTwoslash: () => (/* reexport */ twoslash_.transformerTwoslash)
});

// EXTERNAL MODULE: external "@shikijs/twoslash"
var twoslash_ = __webpack_require__(9903);
// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 40 modules
var lib = __webpack_require__(9021);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm/lib/index.js + 48 modules
var mdast_util_gfm_lib = __webpack_require__(5899);
// EXTERNAL MODULE: ./node_modules/mdast-util-to-hast/lib/index.js + 6 modules
var mdast_util_to_hast_lib = __webpack_require__(8001);
// EXTERNAL MODULE: ./node_modules/mdast-util-to-hast/lib/handlers/index.js + 25 modules
var handlers = __webpack_require__(9644);
// EXTERNAL MODULE: external "twoslash"
var external_twoslash_ = __webpack_require__(8777);
// EXTERNAL MODULE: external "typescript"
var external_typescript_ = __webpack_require__(4093);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:process"
var external_node_process_ = __webpack_require__(1708);
;// CONCATENATED MODULE: ./node_modules/@mintlify/mdx/dist/plugins/rehype/twoslash/cache-fs.js





function createFileSystemTypesCache(options = {}) {
    const { cwd = external_node_process_.cwd(), salt = '' } = options;
    const candidateDirs = options.dir
        ? [options.dir]
        : [external_node_path_.join(cwd, '.next/cache/twoslash'), external_node_path_.join(external_node_os_.tmpdir(), 'mintlify-twoslash-cache')];
    let dir = null;
    const filePathFor = (code, lang, cacheDir) => {
        const hash = (0,external_node_crypto_.createHash)('SHA256')
            .update(`${salt}:${lang ?? ''}:${code}`)
            .digest('hex')
            .slice(0, 16);
        return external_node_path_.join(cacheDir, `${hash}.json`);
    };
    return {
        init() {
            for (const candidate of candidateDirs) {
                try {
                    external_node_fs_.mkdirSync(candidate, { recursive: true });
                    external_node_fs_.accessSync(candidate, external_node_fs_.constants.W_OK);
                    dir = candidate;
                    return;
                }
                catch {
                    dir = null;
                }
            }
        },
        read(code, lang) {
            if (!dir)
                return null;
            try {
                return JSON.parse(external_node_fs_.readFileSync(filePathFor(code, lang, dir), 'utf-8'));
            }
            catch {
                return null;
            }
        },
        write(code, data, lang) {
            if (!dir)
                return;
            try {
                external_node_fs_.writeFileSync(filePathFor(code, lang, dir), JSON.stringify(data), 'utf-8');
            }
            catch { }
        },
    };
}

;// CONCATENATED MODULE: ./node_modules/@mintlify/mdx/dist/plugins/rehype/twoslash/config.js








const twoslashCompilerOptions = {
    target: external_typescript_["default"].ScriptTarget.ESNext,
    lib: ['ESNext', 'DOM', 'esnext', 'dom', 'es2020'],
};
let sharedTwoslasher;
function getSharedTwoslasher() {
    if (!sharedTwoslasher) {
        sharedTwoslasher = (0,external_twoslash_.createTwoslasher)({
            compilerOptions: { moduleResolution: external_typescript_["default"].ModuleResolutionKind.Bundler },
        });
    }
    return sharedTwoslasher;
}
const sharedTypesCache = createFileSystemTypesCache({ salt: external_typescript_["default"].version });
function onTwoslashError(err, code, lang) {
    console.error(JSON.stringify({ err, code, lang }));
}
function onShikiError(err, code, lang) {
    console.error(JSON.stringify({ err, code, lang }));
}
function getTwoslashOptions({ linkMap } = { linkMap: new Map() }) {
    return {
        onTwoslashError,
        onShikiError,
        // copied fuma's approach for custom popup
        // https://github.com/fuma-nama/fumadocs/blob/dev/packages/twoslash/src/index.ts
        renderer: (0,twoslash_.rendererRich)({
            renderMarkdown,
            renderMarkdownInline,
            queryRendering: 'line',
            hast: {
                hoverToken: {
                    tagName: 'Popup',
                    children(input) {
                        for (const rootElement of input) {
                            if (!('children' in rootElement))
                                continue;
                            for (const [i, element] of rootElement.children.entries()) {
                                if (element.type !== 'text')
                                    continue;
                                const href = linkMap.get(element.value);
                                if (!href)
                                    continue;
                                const linkProperties = {
                                    href,
                                    ...(checkIsExternalLink(href) && {
                                        target: '_blank',
                                        rel: 'noopener noreferrer',
                                    }),
                                };
                                if (rootElement.type === 'element' && rootElement.tagName === 'PopupTrigger') {
                                    rootElement.properties = { ...rootElement.properties, ...linkProperties };
                                }
                                else {
                                    const newElement = {
                                        type: 'element',
                                        tagName: 'a',
                                        properties: linkProperties,
                                        children: [{ type: 'text', value: element.value }],
                                    };
                                    input.splice(i, 1, newElement);
                                }
                            }
                        }
                        return input;
                    },
                },
                hoverPopup: {
                    tagName: 'PopupContent',
                },
                hoverCompose: ({ popup, token }) => [
                    popup,
                    {
                        type: 'element',
                        tagName: 'PopupTrigger',
                        properties: {},
                        children: [token],
                    },
                ],
                popupDocs: {
                    class: 'prose-sm prose-gray dark:prose-dark twoslash-popup-docs',
                },
                popupTypes: {
                    tagName: 'span',
                    class: 'mint-twoslash-popover-pre',
                    children: (v) => {
                        if (v.length === 1 && v[0]?.type === 'element' && v[0]?.tagName === 'pre')
                            return v;
                        return [
                            {
                                type: 'element',
                                tagName: 'code',
                                properties: {
                                    class: 'twoslash-popup-code shiki',
                                },
                                children: v,
                            },
                        ];
                    },
                },
                popupDocsTags: {
                    class: 'prose-sm prose-gray dark:prose-dark twoslash-popup-docs twoslash-popup-docs-tags',
                },
                nodesHighlight: {
                    class: 'highlighted-word twoslash-highlighted',
                },
            },
        }),
        langs: ['ts', 'typescript', 'js', 'javascript', 'tsx', 'jsx'],
        explicitTrigger: true,
        twoslasher: getSharedTwoslasher(),
        typesCache: sharedTypesCache,
        twoslashOptions: {
            compilerOptions: twoslashCompilerOptions,
        },
    };
}
/** https://github.com/fuma-nama/fumadocs/blob/2862a10c2d78b52c0a3f479ad21b255cc0031fc9/packages/twoslash/src/index.ts#L121-L150 */
function renderMarkdown(md) {
    const mdast = (0,lib/* fromMarkdown */.Y)(md.replace(/{@link (?<link>[^}]*)}/g, '$1'), // replace jsdoc links
    { mdastExtensions: [(0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)()] });
    return (0,mdast_util_to_hast_lib/* toHast */._)(mdast, {
        handlers: {
            code: (state, node) => {
                if (node.lang) {
                    return this.codeToHast(node.value, {
                        ...this.options,
                        transformers: [],
                        meta: {
                            __raw: node.meta ?? undefined,
                        },
                        lang: node.lang,
                    }).children[0];
                }
                return handlers/* handlers */.Y.code(state, node);
            },
        },
    }).children;
}
/** https://github.com/fuma-nama/fumadocs/blob/2862a10c2d78b52c0a3f479ad21b255cc0031fc9/packages/twoslash/src/index.ts#L152-L168 */
function renderMarkdownInline(md, context) {
    const text = context === 'tag:param' ? md.replace(/^(?<link>[\w$-]+)/, '`$1` ') : md;
    const children = renderMarkdown.call(this, text);
    if (children.length === 1 && children[0]?.type === 'element' && children[0].tagName === 'p')
        return children[0].children;
    return children;
}
function parseLineComment(line) {
    line = line.trim();
    if (!line.startsWith('//'))
        return;
    line = line.replace(/^[\/\s]+/, '').trim();
    if (!line.startsWith('@link ') && !line.startsWith('@link:'))
        return;
    line = line.replace('@link:', '@link ');
    const parts = line.split('@link ')[1];
    if (!parts)
        return;
    const words = parts.split(' ').filter(Boolean);
    if (words.length === 1 && words[0]) {
        let word = words[0];
        if (word.endsWith(':'))
            word = word.slice(0, -1);
        const lowercaseWord = word.toLowerCase();
        const href = word.startsWith('#') ? lowercaseWord : `#${encodeURIComponent(lowercaseWord)}`;
        return { word, href };
    }
    else if (words.length === 2 && words[0] && words[1]) {
        let word = words[0];
        if (word.endsWith(':'))
            word = word.slice(0, -1);
        const href = words[1];
        if (!href.startsWith('#') && !href.startsWith('https://'))
            return;
        return { word, href };
    }
    return;
}
function checkIsExternalLink(href) {
    let isExternalLink = false;
    try {
        if (href && URL.canParse(href))
            isExternalLink = true;
    }
    catch { }
    return isExternalLink;
}


/***/ })

};
