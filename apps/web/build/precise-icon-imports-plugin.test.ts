import { describe, expect, it } from 'vitest';
import { iconFilesOf, preciseIconImports } from './precise-icon-imports-plugin.ts';

const index = [
  "export { default as LucideX, default as X, default as XIcon } from './icons/x.mjs';",
  "export { default as CircleCheck, default as CircleCheckIcon, default as LucideCircleCheck } from './icons/circle-check.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join('\n');
const icons = iconFilesOf(index);

describe('iconFilesOf', () => {
  it('knows each icon under every name the index exports it as, and nothing that is not an icon', () => {
    expect(icons.get('XIcon')).toBe('x');
    expect(icons.get('LucideX')).toBe('x');
    expect(icons.get('CircleCheckIcon')).toBe('circle-check');
    expect(icons.has('createLucideIcon')).toBe(false);
  });
});

describe('preciseIconImports', () => {
  it('imports each icon from its own entry, under the local name the code uses', () => {
    const code = "import { XIcon, CircleCheckIcon as Done } from 'lucide-react';\nexport const icons = [XIcon, Done];\n";
    expect(preciseIconImports(code, icons)).toBe(
      "import XIcon from 'lucide-react/icons/x'; import Done from 'lucide-react/icons/circle-check';\nexport const icons = [XIcon, Done];\n",
    );
  });

  it('reads an import written over several lines, keeping the lines below where they were', () => {
    const code = "import {\n  XIcon,\n  CircleCheckIcon,\n} from \"lucide-react\";\nconst a = 1;\n";
    const rewritten = preciseIconImports(code, icons)!;
    expect(rewritten).toContain("import XIcon from 'lucide-react/icons/x'; import CircleCheckIcon from 'lucide-react/icons/circle-check';");
    expect(rewritten).toContain('const a = 1;');
  });

  it('leaves names that are no icon imported from the index, and code without the library untouched', () => {
    expect(preciseIconImports("import { XIcon, createLucideIcon } from 'lucide-react';", icons)).toBe(
      "import XIcon from 'lucide-react/icons/x'; import { createLucideIcon } from 'lucide-react';",
    );
    expect(preciseIconImports("import type { LucideProps } from 'lucide-react';", icons)).toBeNull();
    expect(preciseIconImports("import { useState } from 'react';", icons)).toBeNull();
  });
});
