/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
import type { TagsListItem } from '@docusaurus/utils';
export declare const translateTagsPageTitle: () => string;
export declare type TagLetterEntry = {
    letter: string;
    tags: TagsListItem[];
};
/**
 * Takes a list of tags (as provided by the content plugins), and groups them by
 * their initials.
 */
export declare function listTagsByLetters(tags: readonly TagsListItem[]): TagLetterEntry[];
