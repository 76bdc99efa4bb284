// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

/// OpenZeppelin's ERC-721 with an open mint: the tests mint to the wallet they send from.
contract TestNft721 is ERC721 {
    constructor() ERC721("Test Apes", "TAPE") {}

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }

    function _baseURI() internal pure override returns (string memory) {
        return "https://nft.test/721/";
    }
}

/// OpenZeppelin's ERC-1155 with an open mint.
contract TestNft1155 is ERC1155 {
    constructor() ERC1155("https://nft.test/1155/{id}.json") {}

    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }
}

/// ERC-721 whose token URIs are `base` + id, set at deployment: the tests point it at their
/// metadata server to read token URIs on chain.
contract UriNft721 is ERC721 {
    string private base;

    constructor(string memory base_) ERC721("Uri Apes", "UAPE") {
        base = base_;
    }

    function mint(address to, uint256 tokenId) external {
        _mint(to, tokenId);
    }

    function _baseURI() internal view override returns (string memory) {
        return base;
    }
}

/// ERC-1155 with its `{id}` URI template set at deployment.
contract UriNft1155 is ERC1155 {
    constructor(string memory uri_) ERC1155(uri_) {}

    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }
}
